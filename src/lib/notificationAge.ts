import { formatDistanceStrict } from 'date-fns';

/** How long ago, coarsely: "just now" for the first minute, then "5 minutes ago", "2 days ago". */
export function notificationAge(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (now.getTime() - date.getTime() < 60_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
}
