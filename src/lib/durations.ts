export const DEFAULT_TOAST_DURATION_MS = 3000;

const UNIT_MS = { ms: 1, s: 1000, m: 60_000 } as const;

/**
 * Toast durations are given as '500ms', '3s' or '1m' (or a number of milliseconds).
 * Anything else warns and falls back to the default, so a typo never hides a toast forever.
 */
export function parseDuration(value: string | number | undefined): number {
  if (value === undefined) return DEFAULT_TOAST_DURATION_MS;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)\s*$/.exec(value) : null;
  if (!match) {
    console.warn(`Invalid toast duration ${JSON.stringify(value)}; using ${DEFAULT_TOAST_DURATION_MS} ms.`);
    return DEFAULT_TOAST_DURATION_MS;
  }
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
