import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';
import { placeById, type GazetteerPlace } from '../geo/gazetteer.ts';
import { checkedName } from '../profiles/names.ts';
import { refuseStaffLikeName } from '../profiles/staffLikeNames.ts';
import { BIDI_CONTROLS } from '../text/characters.ts';
import { isTimeZone } from './zones.ts';

/** What a member may write into an event (README: Groups and events). */
export const EVENT_NAME_MIN = 2;
export const EVENT_NAME_MAX = 80;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_ADDRESS_MAX = 200;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_LONGEST_MS = 14 * 24 * 60 * 60 * 1000;

/** The name others see, by the rules of display names and group names; never one that passes for staff. */
export async function checkedEventName(db: DB, viewerId: string, value: string, current?: string) {
  const name = checkedName(value, 'Event name', EVENT_NAME_MAX);
  if ([...name].length < EVENT_NAME_MIN) throw badInput(`Event name must be at least ${EVENT_NAME_MIN} characters.`);
  await refuseStaffLikeName(db, viewerId, name, { label: 'Event name', current });
  return name;
}

export function checkedDescription(value: string) {
  const text = value.trim();
  if (text.length > EVENT_DESCRIPTION_MAX)
    throw badInput(`Description must be at most ${EVENT_DESCRIPTION_MAX.toLocaleString('en')} characters.`);
  return text;
}

/** The exact address, or null when none is given; no marks that turn the text around (it may pass for another). */
export function checkedAddress(value: string | null | undefined) {
  const text = (value ?? '').trim();
  if (text.length > EVENT_ADDRESS_MAX) throw badInput(`Address must be at most ${EVENT_ADDRESS_MAX} characters.`);
  if (BIDI_CONTROLS.test(text)) throw badInput('Address must not contain characters that change the direction of the text.');
  return text || null;
}

/** Places for Going: a whole number from 1 to 10,000, or null for no limit. */
export function checkedCapacity(value: number | null | undefined) {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > EVENT_CAPACITY_MAX)
    throw badInput(`Places must be a whole number from 1 to ${EVENT_CAPACITY_MAX.toLocaleString('en')}.`);
  return value;
}

/** An IANA time zone the runtime knows (Europe/Berlin, UTC); anything else is refused. */
export function checkedTimeZone(value: string) {
  const zone = value.trim();
  if (!isTimeZone(zone)) throw badInput('Choose a time zone from the list.');
  return zone;
}

/**
 * Begin and end: the end after the begin, at most 14 days apart; a begin the member sets (`newBegin`) must be in the
 * future, so nobody makes an event that already began or moves one into the past.
 */
export function checkTimes(begin: Date, end: Date, newBegin: boolean, now = new Date()) {
  if (newBegin && begin.getTime() <= now.getTime()) throw badInput('The event must begin in the future.');
  if (end.getTime() <= begin.getTime()) throw badInput('The event must end after it begins.');
  if (end.getTime() - begin.getTime() > EVENT_LONGEST_MS) throw badInput('An event can last at most 14 days.');
}

/** The gazetteer place the member chose from places(query:). */
export async function checkedPlace(placeId: string): Promise<GazetteerPlace> {
  const place = placeId ? await placeById(placeId) : null;
  if (!place) throw badInput('Choose the place from the list.');
  return place;
}

/** The columns a place fills. */
export function placeColumns(place: GazetteerPlace) {
  return {
    place_id: place.placeId,
    place: place.place,
    region: place.region,
    country: place.country,
    country_code: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
