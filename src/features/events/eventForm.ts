/** The server's limits on an event (server/events/fields.ts), checked here first so a member hears of them at once. */
export const EVENT_NAME_MIN = 2;
export const EVENT_NAME_MAX = 80;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_ADDRESS_MAX = 200;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_LONGEST_MS = 14 * 24 * 60 * 60 * 1000;

// Marks that turn text around, so an address may pass for another (the server refuses them too).
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export interface EventDraft {
  displayName: string;
  description: string;
  /** Instants (ISO) the pickers give, or null while a picker is empty. */
  beginAt: string | null;
  endAt: string | null;
  timeZone: string;
  placeId: string | null;
  address: string;
  /** As typed: empty for no limit. */
  capacity: string;
}

export type EventDraftProblems = Partial<Record<keyof EventDraft, string>>;

/** Whether the runtime knows the zone (the server asks the same of its own). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Begin and end, as the server judges them; `newBegin` when the member sets the begin (a new event, a new time). */
export function timeProblems(beginAt: string | null, endAt: string | null, newBegin: boolean, now = new Date()): EventDraftProblems {
  const problems: EventDraftProblems = {};
  if (!beginAt) problems.beginAt = 'Choose when the event begins.';
  if (!endAt) problems.endAt = 'Choose when the event ends.';
  if (!beginAt || !endAt) return problems;
  const begin = new Date(beginAt).getTime();
  const end = new Date(endAt).getTime();
  if (newBegin && begin <= now.getTime()) problems.beginAt = 'The event must begin in the future.';
  if (end <= begin) problems.endAt = 'The event must end after it begins.';
  else if (end - begin > EVENT_LONGEST_MS) problems.endAt = 'An event can last at most 14 days.';
  return problems;
}

/** The capacity field read: null for no limit, a number, or NaN when it is not a whole number. */
export function capacityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What is wrong with a draft, field by field, in member words; empty when it may be sent. */
export function eventDraftProblems(draft: EventDraft, options: { newBegin: boolean; now?: Date }): EventDraftProblems {
  const problems: EventDraftProblems = {};
  const name = [...draft.displayName.trim()].length;
  if (name === 0) problems.displayName = 'Give the event a name.';
  else if (name < EVENT_NAME_MIN) problems.displayName = `Event name must be at least ${EVENT_NAME_MIN} characters.`;
  else if (name > EVENT_NAME_MAX) problems.displayName = `Event name must be at most ${EVENT_NAME_MAX} characters.`;
  if (draft.description.trim().length > EVENT_DESCRIPTION_MAX)
    problems.description = `Description must be at most ${EVENT_DESCRIPTION_MAX.toLocaleString('en')} characters.`;
  if (!isTimeZone(draft.timeZone.trim())) problems.timeZone = 'Choose a time zone from the list.';
  if (!draft.placeId) problems.placeId = 'Choose the place from the list.';
  const address = draft.address.trim();
  if (address.length > EVENT_ADDRESS_MAX) problems.address = `Address must be at most ${EVENT_ADDRESS_MAX} characters.`;
  else if (BIDI_CONTROLS.test(address)) problems.address = 'Address must not contain characters that change the direction of the text.';
  const capacity = capacityOf(draft.capacity);
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1 || capacity > EVENT_CAPACITY_MAX))
    problems.capacity = `Places must be a whole number from 1 to ${EVENT_CAPACITY_MAX.toLocaleString('en')}.`;
  return { ...problems, ...timeProblems(draft.beginAt, draft.endAt, options.newBegin, options.now) };
}

/** Every IANA zone the browser knows, for the time zone picker. */
export function knownTimeZones(): string[] {
  const withValues = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = withValues.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
