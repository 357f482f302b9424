import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { startOfZonedDay } from '../events/zones.ts';
import { CITIES } from './cities.ts';
import type { Member } from './community.ts';
import type { Rng } from './random.ts';

type Host = 'team' | 'vip' | 'minor' | 'group';

interface SeedEvent {
  name: string;
  city: string;
  zone: string;
  /** Days from the seed's day (negative: past), or the coming weekend's Saturday. */
  day: number | 'saturday';
  /** Local start hour in the event's zone, and its length. */
  hour: number;
  hours: number;
  host: Host;
  hostGroup?: string;
  isAd?: boolean;
  minors?: boolean;
  capacity?: number;
  address?: string;
  description: string;
}

/**
 * The demo events: upcoming and past meets around the seeded cities, relative to the seed's day; a weekend meet near
 * Berlin hosted by team@ and Berlin Furs; one full with a waiting list (member@ waits on it); an After Dark night; one
 * for the minors' pool. Their answers come from the profiles (details.ts) and are settled in seedEventAnswers.
 */
const EVENTS: SeedEvent[] = [
  {
    name: 'Berlin Weekend Furmeet',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    day: 'saturday',
    hour: 12,
    hours: 34,
    host: 'team',
    hostGroup: 'Berlin Furs',
    address: 'Tempelhofer Feld, entrance Columbiadamm',
    description: 'A weekend of walks, games and food on the old airfield. Fursuits welcome, a changing tent is there.',
  },
  {
    name: 'Berlin Fursuit Walk',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    day: 20,
    hour: 14,
    hours: 4,
    host: 'group',
    hostGroup: 'Berlin Furs',
    capacity: 12,
    address: 'Brandenburger Tor, Pariser Platz',
    description: 'A fursuit walk through Mitte. Spotters and handlers wanted too. Places are limited.',
  },
  {
    name: 'Hamburg Harbour Meet',
    city: 'Hamburg',
    zone: 'Europe/Berlin',
    day: 9,
    hour: 15,
    hours: 5,
    host: 'vip',
    description: 'Fish rolls and a harbour tour.',
  },
  {
    name: 'London Furs Pub Meet',
    city: 'London',
    zone: 'Europe/London',
    day: 3,
    hour: 18,
    hours: 5,
    host: 'vip',
    description: 'The monthly pub meet.',
  },
  {
    name: 'Bay Area Fur Bowling',
    city: 'San Francisco',
    zone: 'America/Los_Angeles',
    day: 12,
    hour: 19,
    hours: 3,
    host: 'vip',
    description: 'Six lanes booked.',
  },
  {
    name: 'Vienna Winter Meet',
    city: 'Vienna',
    zone: 'Europe/Vienna',
    day: 15,
    hour: 16,
    hours: 6,
    host: 'team',
    description: 'Punch and a Christmas market.',
  },
  {
    name: 'Chicago Fur Bowling',
    city: 'Chicago',
    zone: 'America/Chicago',
    day: -10,
    hour: 19,
    hours: 3,
    host: 'vip',
    description: 'Bowling night.',
  },
  {
    name: 'Berlin Furry Art Jam',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    day: -3,
    hour: 11,
    hours: 8,
    host: 'team',
    hostGroup: 'Berlin Furs',
    description: 'Drawing together; bring your own pens.',
  },
  {
    name: 'Leather Furs Night',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    day: 18,
    hour: 22,
    hours: 6,
    host: 'team',
    hostGroup: 'Leather Furs',
    isAd: true,
    address: 'Ask the hosts',
    description: 'Leather night, adults only.',
  },
  {
    name: 'Young Furs Afternoon',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    day: 8,
    hour: 14,
    hours: 3,
    host: 'minor',
    hostGroup: 'Young Furs Berlin',
    minors: true,
    description: 'An afternoon meet in the park for members under 18.',
  },
];

/** The event everyone wants: full, with a waiting list. */
export const FULL_EVENT = 'Berlin Fursuit Walk';

const dateIn = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);

/** Days from `now` to the Saturday of the weekend under way, or of the next one. */
function daysToSaturday(now: Date) {
  const weekday = now.getUTCDay();
  return weekday === 0 ? -1 : 6 - weekday;
}

/** The event rows (without image) and their answerable facts, from the seed's day. */
export function seedEventRows(rng: Rng, now: Date, groups: { uuid: string; display_name: string }[]) {
  return EVENTS.map((event) => {
    const city = CITIES.find((entry) => entry.place === event.city)!;
    const day = event.day === 'saturday' ? daysToSaturday(now) : event.day;
    const begin = new Date(startOfZonedDay(dateIn(now, day), event.zone).getTime() + event.hour * 3_600_000);
    return {
      uuid: rng.uuid(),
      display_name: event.name,
      is_ad: Boolean(event.isAd),
      adult_pool: !event.minors,
      begin_at: begin,
      end_at: new Date(begin.getTime() + event.hours * 3_600_000),
      description: event.description,
      time_zone: event.zone,
      place_id: city.placeId,
      place: city.place,
      region: city.region,
      country: city.country,
      country_code: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      address: event.address ?? null,
      capacity: event.capacity ?? null,
      host_group_uuid: groups.find((group) => group.display_name === event.hostGroup)?.uuid ?? null,
      created_at: new Date(begin.getTime() - 30 * 86_400_000),
      updated_at: new Date(begin.getTime() - 30 * 86_400_000),
    };
  });
}

const HOST_EMAIL: Record<Exclude<Host, 'group'>, string> = {
  team: 'team@example.com',
  vip: 'vip@example.com',
  minor: 'minor@example.com',
};

/**
 * After the profiles answered: each event gets its host (a demo login, or its group's owner), who goes; the demo
 * logins' own answers are fixed (member@ on the full event's waiting list, team@ going to the weekend meet); the full
 * event keeps its first answers Going up to its capacity and puts the rest on the waiting list in answer order; counts
 * follow from the answers.
 */
export async function seedEventAnswers(db: DB, now: Date, members: Member[]) {
  const demoIds = new Map(members.filter((member) => member.email).map((member) => [member.email!, member.id]));
  for (const event of EVENTS) {
    const hostId =
      event.host === 'group'
        ? sql`(select pg.profile_id from profile_groups pg join groups g on g.uuid = pg.group_uuid
            where g.display_name = ${event.hostGroup!} and pg.role = 'OWNER' limit 1)`
        : sql`${demoIds.get(HOST_EMAIL[event.host]) ?? null}::uuid`;
    await sql`update events set host_id = ${hostId} where display_name = ${event.name}`.execute(db);
  }
  // Hosts go to their own events, first.
  await sql`insert into profile_events (profile_id, event_uuid, status, answered_at)
    select host_id, uuid, 'GOING', created_at from events where host_id is not null
    on conflict (profile_id, event_uuid) do update set status = 'GOING', answered_at = excluded.answered_at`.execute(db);
  const member = demoIds.get('member@example.com');
  if (member)
    await sql`insert into profile_events (profile_id, event_uuid, status, answered_at)
      select ${member}::uuid, uuid, 'GOING', ${new Date(now.getTime() - 3_600_000)} from events where display_name = ${FULL_EVENT}
      on conflict (profile_id, event_uuid) do update set status = 'GOING', answered_at = excluded.answered_at`.execute(db);
  // The full event: Going in answer order up to its capacity, the rest waiting. A small seed has fewer answers than
  // places: then its capacity is what came before member@, who always waits.
  await sql`update events e set capacity = least(e.capacity, (select count(*) from profile_events pe
      where pe.event_uuid = e.uuid and pe.status = 'GOING' and pe.profile_id is distinct from ${member ?? null}::uuid))
    where e.display_name = ${FULL_EVENT}`.execute(db);
  await sql`update profile_events pe set status = 'WAITING_LIST' from (
      select pe2.profile_id, pe2.event_uuid, row_number() over (order by pe2.answered_at, pe2.answer_seq) as place, e.capacity
      from profile_events pe2 join events e on e.uuid = pe2.event_uuid
      where e.display_name = ${FULL_EVENT} and pe2.status = 'GOING') ranked
    where pe.profile_id = ranked.profile_id and pe.event_uuid = ranked.event_uuid and ranked.place > ranked.capacity`.execute(db);
  await sql`update profile_events set is_waiting_list = (status = 'WAITING_LIST')`.execute(db);
  await sql`update events e set
      going_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'GOING'),
      interested_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'INTERESTED'),
      waiting_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'WAITING_LIST')`.execute(db);
}
