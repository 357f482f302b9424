import { differenceInCalendarDays, format, isSameDay } from 'date-fns';

/** The chat list's time of a room's last message: today the time, within a week the weekday, older M/d/yy. */
export function listTimestamp(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return format(date, 'p');
  if (days < 7) return format(date, 'EEEE');
  return format(date, 'M/d/yy');
}

/** A message's time: 'Today at 2:03 PM', 'Yesterday at 9:12 AM', or MM/dd/yyyy for older days. */
export function messageTimestamp(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return `Today at ${format(date, 'p')}`;
  if (days === 1) return `Yesterday at ${format(date, 'p')}`;
  return format(date, 'MM/dd/yyyy');
}

/** The divider above a day's first message: 'Today', 'Yesterday', or MM/dd/yyyy for older days. */
export function dayDivider(value: string | Date, now: Date = new Date()): string {
  const days = differenceInCalendarDays(now, new Date(value));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return format(new Date(value), 'MM/dd/yyyy');
}

/** Whether a message starts a new day after the one before it (the first always does). */
export function startsDay(value: string | Date, previous: string | Date | undefined): boolean {
  return previous === undefined || !isSameDay(new Date(value), new Date(previous));
}

/** The time a group of messages shows under its day's divider. */
export function messageTime(value: string | Date): string {
  return format(new Date(value), 'p');
}
