/** Which fields of a working copy differ from the initial values (SPEC §4 settings edit screens). */
export function changedKeys<T extends object>(initial: T, working: T): (keyof T)[] {
  return (Object.keys(working) as (keyof T)[]).filter((key) => !sameValue(initial[key], working[key]));
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return a === b;
}

/** Only the changed fields, as a mutation input wants them. */
export function changesOf<T extends object>(initial: T, working: T): Partial<T> {
  return Object.fromEntries(changedKeys(initial, working).map((key) => [key, working[key]])) as Partial<T>;
}

/** The red bar text: 'name: message' (SPEC §8). */
export function errorBarText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `Error: ${String(error)}`;
}

export type SaveStatus = 'idle' | 'mutating' | 'completed' | 'error';
