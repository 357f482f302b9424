import { isCalendarDate } from '../profiles/age.ts';

/** Whether `zone` names an IANA time zone this server knows (Europe/Berlin, UTC). */
export function isTimeZone(zone: string) {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone's wall clock is ahead of UTC at `instant`. */
function offsetMinutes(zone: string, instant: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a calendar date (yyyy-MM-dd) begins in a zone, `days` later when given: 00:00 there. Checked twice
 * around the offset so a day that begins just after a clock change is still found.
 */
export function startOfZonedDay(date: string, zone: string, days = 0) {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day + days);
  let instant = wall - offsetMinutes(zone, wall) * 60_000;
  instant = wall - offsetMinutes(zone, instant) * 60_000;
  return new Date(instant);
}
