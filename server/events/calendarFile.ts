import { TZDate } from '@date-fns/tz';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EventRow } from './rows.ts';

/** The zone's VTIMEZONE block, so a calendar reads DTSTART;TZID=… as the host meant it; null for one it lacks. */
function vtimezone(zone: string) {
  const block = tzlib_get_ical_block(zone)[0];
  return block && block.includes('BEGIN:VTIMEZONE') ? block : null;
}

/** The host's zone when the iCalendar zone library knows it (nearly every IANA zone); otherwise times go out in UTC. */
function calendarZone(zone: string) {
  return zone !== 'UTC' && vtimezone(zone) ? zone : null;
}

/**
 * The event as an iCalendar file (RFC 5545) with one VEVENT. Its UID is the same at every download (the event's
 * uuid at the server's host), and SEQUENCE is the event's own count of changes to its time, place or status, so a
 * calendar that imports it again replaces its entry. A cancelled event says STATUS:CANCELLED. Begin and end carry
 * the host's time zone (TZID with its VTIMEZONE). LOCATION is the place, with the exact address only when the caller
 * passes it (those Going and those who manage the event).
 */
export function eventCalendarFile(event: EventRow, options: { uidHost: string; eventUrl: string; address: string | null }) {
  const zone = calendarZone(event.time_zone);
  const at = (value: Date) => (zone ? new TZDate(new Date(value).getTime(), zone) : new Date(value));
  const calendar = ical({ prodId: { company: 'Snoot', product: 'Snoot events', language: 'EN' } });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator writes the VTIMEZONE of the event's own zone.
  calendar.timezone({ name: null, generator: vtimezone });
  const place = [event.place, event.region, event.country].filter(Boolean).join(', ');
  calendar.createEvent({
    id: `${event.uuid}@${options.uidHost}`,
    sequence: event.sequence,
    stamp: new Date(event.updated_at),
    start: at(event.begin_at),
    end: at(event.end_at),
    timezone: zone,
    summary: event.display_name,
    description: event.description ? `${event.description}\n\n${options.eventUrl}` : options.eventUrl,
    location: [options.address, place].filter(Boolean).join(', ') || null,
    url: options.eventUrl,
    status: event.cancelled_at ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A file name from the event's name: letters and digits, the rest as dashes. */
export function calendarFileName(event: Pick<EventRow, 'display_name'>) {
  const base = event.display_name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
