import type { DB } from '../db/connect.ts';
import { errorFields, log } from '../log/log.ts';
import { fireDueJob, type JobRow } from './queue.ts';

/**
 * Does one job inside the transaction that marks it fired, and may return what to do once that has committed
 * (announcing to open tabs and devices, which cannot be taken back).
 */
export type JobHandler = (trx: DB, job: JobRow) => Promise<(() => void) | void>;

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Every server runs one: each tick (JOBS_TICK_MS) it does the jobs that are due, one transaction each, until none
 * is left. Jobs live in the database, so a restart loses none, and what came due while every server was down is
 * done by the first to start. A job whose handler fails stays due and is tried again at the next tick.
 */
export function createJobRunner(db: DB, options: { tickMs: number }, handlers: Record<string, JobHandler>) {
  const kinds = Object.keys(handlers);
  let draining: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function drain() {
    for (;;) {
      const done = await fireDueJob(db, kinds, (trx, job) => handlers[job.kind]!(trx, job));
      if (!done) return;
      try {
        done.result?.();
      } catch (error) {
        log.error(errorFields(error), `Announcing job ${done.job.kind} failed`);
      }
      if (stopped) return;
    }
  }

  /** Drains now, or once more after the drain under way (a job planned meanwhile is not left for the next tick). */
  function tick(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain()
      .catch((error: unknown) => log.error(errorFields(error), 'A job failed; it stays due for the next tick'))
      .finally(() => {
        draining = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return draining;
  }

  return {
    start() {
      timer = setInterval(() => void tick(), options.tickMs);
      timer.unref();
      void tick();
    },
    /** Looks for due jobs now rather than at the next tick. */
    wake: () => void tick(),
    /** Drains until nothing is due (tests; a caller that wants what it queued done before it answers). */
    async runDue() {
      do {
        again = false;
        await tick();
        while (draining) await draining;
      } while (again);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (draining) await draining;
    },
  };
}
