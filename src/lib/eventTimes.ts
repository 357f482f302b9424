/** The browser's IANA time zone: the member's zone for event times and the default of a new event's zone. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

/** "Sat 5 Dec 2026, 14:00 – 18:00" or, over several days, "Sat 5 Dec 2026, 14:00 – Sun 6 Dec 2026, 12:00". */
export function timeRangeText(beginAt: string, endAt: string, timeZone: string): string {
  const begin = new Date(beginAt);
  const end = new Date(endAt);
  const day = dayFormat(timeZone);
  const time = timeFormat(timeZone);
  const sameDay = day.format(begin) === day.format(end);
  return `${day.format(begin)}, ${time.format(begin)} – ${sameDay ? '' : `${day.format(end)}, `}${time.format(end)}`;
}

/** Whether two zones read the same clock at that moment (Europe/Berlin and Europe/Paris do; a name alone would differ). */
function sameClock(at: Date, a: string, b: string): boolean {
  const whole = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return whole(a) === whole(b);
}

export interface EventTimes {
  /** Begin and end in the member's zone. */
  local: string;
  /** The same in the event's own zone, named; null when it reads as the member's. */
  eventZone: string | null;
}

/** An event's times as a member reads them: in their own zone, and in the event's zone too when the clocks differ. */
export function eventTimes(beginAt: string, endAt: string, eventZone: string, viewerZone: string): EventTimes {
  const local = timeRangeText(beginAt, endAt, viewerZone);
  if (sameClock(new Date(beginAt), eventZone, viewerZone)) return { local, eventZone: null };
  return { local, eventZone: `${timeRangeText(beginAt, endAt, eventZone)} (${eventZone} time)` };
}

export type DateRangeChoice = 'ANY' | 'WEEKEND' | 'MONTH' | 'PICKED';

export interface DayRange {
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today's date in a zone, as a UTC midnight (only its calendar fields are read). */
function todayIn(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(`${parts}T00:00:00Z`);
}

/**
 * "This weekend": Saturday and Sunday of this week (from today when it is already the weekend). "This month":
 * today to the month's last day. Both in the member's zone, as the server reads `from`/`to`.
 */
export function dayRange(choice: 'WEEKEND' | 'MONTH', timeZone: string, now = new Date()): DayRange {
  const today = todayIn(timeZone, now);
  const day = 24 * 60 * 60 * 1000;
  if (choice === 'MONTH') {
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
    return { from: isoDay(today), to: isoDay(last) };
  }
  const weekday = today.getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: isoDay(today), to: isoDay(today) };
  const saturday = new Date(today.getTime() + (6 - weekday) * day);
  const start = weekday === 6 ? today : saturday;
  return { from: isoDay(start), to: isoDay(new Date(saturday.getTime() + day)) };
}
