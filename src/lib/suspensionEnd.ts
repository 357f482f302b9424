/** How long a suspension lasts, as staff pick it; null days is indefinite. */
export const SUSPENSION_LENGTHS = [
  { key: 'DAY', label: '1 day', days: 1 },
  { key: 'WEEK', label: '1 week', days: 7 },
  { key: 'MONTH', label: '30 days', days: 30 },
  { key: 'YEAR', label: '1 year', days: 365 },
  { key: 'INDEFINITE', label: 'Indefinitely', days: null },
] as const;

export type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number]['key'];

/** When a suspension of that length, starting now, ends; null for an indefinite one. */
export function suspensionEnd(length: SuspensionLength, now = new Date()): Date | null {
  const days = SUSPENSION_LENGTHS.find((option) => option.key === length)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
