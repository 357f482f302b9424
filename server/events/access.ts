import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { isAdultSql } from '../profiles/poolSql.ts';
import { isPresent } from '../privacy/rules.ts';
import { isUuid } from '../uuid.ts';
import { eventsWithImages, type EventRow } from './rows.ts';

export type { EventRow };
export type EventStatus = 'NONE' | 'GOING' | 'INTERESTED' | 'WAITING_LIST';

type Viewer = Pick<ProfileRow, 'id' | 'date_of_birth' | 'is_ad_opt_in' | 'onboarded_at' | 'deleted_at' | 'banned_at'>;
type EventFacts = Pick<EventRow, 'adult_pool' | 'is_ad' | 'host_id' | 'cancelled_at' | 'end_at'>;

/** What the rule needs of a viewer and an event's host beyond the two rows: read in one statement (eventAccess). */
export interface EventRelation {
  /** The host's row as far as the rule reads it; null when the host's account is gone. */
  host: Pick<ProfileRow, 'deleted_at' | 'banned_at'> | null;
  /** Whether the viewer or the host blocked the other. */
  blocked: boolean;
  /** Whether the viewer or the host hid the other. */
  hidden: boolean;
  /** The viewer's role in the host group (OWNER, MODERATOR, MEMBER), null without one or without a host group. */
  groupRole: string | null;
}

/**
 * May the viewer see the event at all? Only a present member (onboarded, not deleted or suspended), only an event
 * of the viewer's own age pool, After Dark ones only for adults who opted in, only while its host is a member in good
 * standing (not deleted, not suspended), and never when the viewer or the host blocked or hid the other. A cancelled
 * event stays readable. An event this refuses reads as one that does not exist, by every path. eventVisibleSql is the
 * same rule inside a statement (tests/server/eventsRule.test.ts holds the two to each other).
 */
export function mayViewEvent(viewer: Viewer, event: Pick<EventFacts, 'adult_pool' | 'is_ad'>, relation: EventRelation) {
  return (
    isPresent(viewer) &&
    event.adult_pool === isAdult(viewer.date_of_birth) &&
    (!event.is_ad || hasAfterDark(viewer)) &&
    relation.host !== null &&
    relation.host.deleted_at === null &&
    relation.host.banned_at === null &&
    !relation.blocked &&
    !relation.hidden
  );
}

/** The viewer as a statement knows it: a known row (passed as parameters) or a row alias of the statement. */
export type EventViewerInSql = { row: Viewer } | { alias: string };

/** SQL form of mayViewEvent() for the event row `eventAlias` (default `e`). */
export function eventVisibleSql(viewer: EventViewerInSql, eventAlias = 'e'): RawBuilder<boolean> {
  const e = (column: string) => sql.ref(`${eventAlias}.${column}`);
  let id: unknown, present: RawBuilder<boolean>, adult: RawBuilder<boolean>, afterDark: RawBuilder<boolean>;
  if ('alias' in viewer) {
    const v = (column: string) => sql.ref(`${viewer.alias}.${column}`);
    id = v('id');
    present = sql<boolean>`(${v('onboarded_at')} is not null and ${v('date_of_birth')} is not null
      and ${v('deleted_at')} is null and ${v('banned_at')} is null)`;
    adult = isAdultSql(viewer.alias);
    afterDark = sql<boolean>`(${isAdultSql(viewer.alias)} and ${v('is_ad_opt_in')})`;
  } else {
    id = viewer.row.id;
    present = sql.lit(isPresent(viewer.row));
    adult = sql.lit(isAdult(viewer.row.date_of_birth));
    afterDark = sql.lit(hasAfterDark(viewer.row));
  }
  const host = e('host_id');
  return sql<boolean>`(${present} and ${e('adult_pool')} = ${adult} and (not ${e('is_ad')} or ${afterDark})
    and exists (select 1 from profiles eh where eh.id = ${host} and eh.deleted_at is null and eh.banned_at is null)
    and not exists (select 1 from blocks eb where (eb.blocker_id = ${id} and eb.blocked_id = ${host})
      or (eb.blocker_id = ${host} and eb.blocked_id = ${id}))
    and not exists (select 1 from profile_hides ehd where (ehd.profile_id = ${id} and ehd.hidden_id = ${host})
      or (ehd.profile_id = ${host} and ehd.hidden_id = ${id})))`;
}

/** The host, or an owner or moderator of the host group: may edit, change the time and cancel. */
export function viewerCanManage(viewer: Viewer, event: EventFacts, relation: EventRelation) {
  if (!mayViewEvent(viewer, event, relation)) return false;
  return event.host_id === viewer.id || relation.groupRole === 'OWNER' || relation.groupRole === 'MODERATOR';
}

/**
 * May the viewer know the event's exact address? Only a member Going and those who manage it (the host, the host
 * group's owner and moderators): the field, the calendar file and anything else that carries the address ask this.
 */
export function mayKnowAddress(viewer: Viewer, access: EventAccess) {
  return access.answer?.status === 'GOING' || viewerCanManage(viewer, access.event, access.relation);
}

export const EVENT_NOT_FOUND = 'This event is not available.';
export const EVENT_CANCELLED = 'This event was cancelled.';
export const EVENT_ENDED = 'This event has ended.';

/** Whether the viewer may answer Going or Interested, and why not in member words (null when allowed). */
export function rsvpPermission(viewer: Viewer, event: EventFacts, relation: EventRelation, now = new Date()) {
  if (!mayViewEvent(viewer, event, relation)) return { allowed: false, reason: EVENT_NOT_FOUND };
  if (event.cancelled_at !== null) return { allowed: false, reason: EVENT_CANCELLED };
  if (new Date(event.end_at).getTime() <= now.getTime()) return { allowed: false, reason: EVENT_ENDED };
  return { allowed: true, reason: null };
}

/** The viewer's own answer to an event. */
export interface EventAnswer {
  status: Exclude<EventStatus, 'NONE'>;
  answered_at: Date;
  /** 1 for the first on the waiting list; null unless waiting. */
  waiting_position: number | null;
}

/** What one viewer is to one event they may see. */
export interface EventAccess {
  event: EventRow;
  relation: EventRelation;
  answer: EventAnswer | null;
}

/** The relation facts and the viewer's answer as columns of a statement over `events`. */
function accessColumns(viewerId: string) {
  return [
    sql<boolean>`exists (select 1 from profiles eh where eh.id = events.host_id)`.as('host_exists'),
    sql<Date | null>`(select eh.deleted_at from profiles eh where eh.id = events.host_id)`.as('host_deleted_at'),
    sql<Date | null>`(select eh.banned_at from profiles eh where eh.id = events.host_id)`.as('host_banned_at'),
    sql<boolean>`exists (select 1 from blocks eb where (eb.blocker_id = ${viewerId} and eb.blocked_id = events.host_id)
      or (eb.blocker_id = events.host_id and eb.blocked_id = ${viewerId}))`.as('blocked'),
    sql<boolean>`exists (select 1 from profile_hides ehd where (ehd.profile_id = ${viewerId} and ehd.hidden_id = events.host_id)
      or (ehd.profile_id = events.host_id and ehd.hidden_id = ${viewerId}))`.as('hidden'),
    sql<string | null>`(select pg.role from profile_groups pg
      where pg.group_uuid = events.host_group_uuid and pg.profile_id = ${viewerId})`.as('group_role'),
    sql<string | null>`(select pe.status from profile_events pe where pe.event_uuid = events.uuid and pe.profile_id = ${viewerId})`.as(
      'viewer_status',
    ),
    sql<Date | null>`(select pe.answered_at from profile_events pe
      where pe.event_uuid = events.uuid and pe.profile_id = ${viewerId})`.as('viewer_answered_at'),
    sql<number>`(select count(*)::int + 1 from profile_events w join profile_events mine on mine.event_uuid = w.event_uuid
      where mine.event_uuid = events.uuid and mine.profile_id = ${viewerId} and w.status = 'WAITING_LIST'
      and (w.answered_at, w.answer_seq) < (mine.answered_at, mine.answer_seq))`.as('waiting_ahead'),
  ];
}

/**
 * What the viewer is to the event, or null when they may not see it (mayViewEvent): missing, of the other age pool,
 * After Dark without the viewer's opt-in, blocked or hidden either way with the host, a host suspended or gone, or a
 * viewer not yet onboarded.
 */
export async function eventAccess(db: DB, viewer: Viewer, eventUuid: string): Promise<EventAccess | null> {
  const facts = await eventFacts(db, viewer, eventUuid);
  return facts && mayViewEvent(viewer, facts.event, facts.relation) ? facts : null;
}

/**
 * The event, the viewer's relation facts and their answer, whether or not the rule lets them see it (the caller
 * judges with mayViewEvent, rsvpPermission or viewerCanManage). forUpdate locks the event's row, for a write that
 * judges its counts in the same transaction.
 */
export async function eventFacts(
  db: DB,
  viewer: Pick<Viewer, 'id'>,
  eventUuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<EventAccess | null> {
  if (!isUuid(eventUuid)) return null;
  const query = eventsWithImages(db).select(accessColumns(viewer.id)).where('events.uuid', '=', eventUuid);
  const row = await (options.forUpdate ? query.forUpdate('events') : query).executeTakeFirst();
  return row ? factsOf(row) : null;
}

/**
 * eventAccess for many events in one statement (a page of the directory, a profile's events), in the order asked,
 * null for each the viewer may not see or that does not exist.
 */
export async function eventAccessMany(db: DB, viewer: Viewer, eventUuids: readonly string[]): Promise<(EventAccess | null)[]> {
  const valid = eventUuids.filter((uuid) => isUuid(uuid));
  const rows = valid.length ? await eventsWithImages(db).select(accessColumns(viewer.id)).where('events.uuid', 'in', valid).execute() : [];
  const byUuid = new Map(rows.map((row) => [row.uuid, factsOf(row)]));
  return eventUuids.map((uuid) => {
    // PostgreSQL reads a uuid in either case and answers it in lower case.
    const facts = byUuid.get(uuid.toLowerCase());
    return facts && mayViewEvent(viewer, facts.event, facts.relation) ? facts : null;
  });
}

type FactsRow = EventRow & {
  host_exists: boolean;
  host_deleted_at: Date | null;
  host_banned_at: Date | null;
  blocked: boolean;
  hidden: boolean;
  group_role: string | null;
  viewer_status: string | null;
  viewer_answered_at: Date | null;
  waiting_ahead: number;
};

function factsOf(row: FactsRow): EventAccess {
  const {
    host_exists,
    host_deleted_at,
    host_banned_at,
    blocked,
    hidden,
    group_role,
    viewer_status,
    viewer_answered_at,
    waiting_ahead,
    ...event
  } = row;
  const relation: EventRelation = {
    host: host_exists ? { deleted_at: host_deleted_at, banned_at: host_banned_at } : null,
    blocked: Boolean(blocked),
    hidden: Boolean(hidden),
    groupRole: group_role,
  };
  const answer: EventAnswer | null =
    viewer_status && viewer_answered_at
      ? {
          status: viewer_status as EventAnswer['status'],
          answered_at: viewer_answered_at,
          waiting_position: viewer_status === 'WAITING_LIST' ? Number(waiting_ahead) : null,
        }
      : null;
  return { event, relation, answer };
}
