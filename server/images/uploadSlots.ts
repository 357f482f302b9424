import { availableParallelism } from 'node:os';

/** Thrown when every slot is taken: the caller answers at once rather than queue behind the work. */
export class SlotsBusy extends Error {}

/**
 * At most `size` pieces of work at once; one more is refused at once (SlotsBusy) instead of waiting, so a burst
 * of costly requests never holds more than `size` of the server's request slots or cores.
 */
export function createSlots(size: number) {
  let taken = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (taken >= size) throw new SlotsBusy();
      taken++;
      try {
        return await work();
      } finally {
        taken--;
      }
    },
  };
}

/**
 * Uploads decoded at once by this process: half its cores, so a few very large pictures sent together take
 * half the machine for a second or two rather than all of it for many.
 */
export const uploadSlots = createSlots(Math.max(1, Math.floor(availableParallelism() / 2)));
