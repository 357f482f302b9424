import { takeRateLimits } from '../auth/rateLimit.ts';
import { graphqlError } from '../errors.ts';
import { placeById } from '../geo/gazetteer.ts';
import { EVENT_NOT_FOUND, mayKnowAddress, rsvpPermission, viewerCanManage, type EventAccess, type EventRow } from '../events/access.ts';
import { attendeeCursor, pageOfAttendees, type AttendeeEntry } from '../events/attendees.ts';
import {
  eventDirectory,
  eventDistanceKm,
  eventsOfViewer,
  pastCursor,
  soonestCursor,
  upcomingCursor,
  type DirectoryEventRow,
} from '../events/directory.ts';
import { isAdult } from '../profiles/age.ts';
import { joinedImage } from '../profiles/details.ts';
import { forwardConnection } from './connection.ts';
import { requireViewer, type Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { RATE_LIMITED_MESSAGE } from './mutationLimits.ts';
import { visibleProfileByUuid } from './profiles.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** Directory searches by name a member may make a minute (as the groups directory's), times RATE_LIMIT_SCALE. */
export const EVENT_SEARCH_LIMIT = { perMember: 60, perIp: 300, windowMs: 60_000 };

async function takeSearchLimit(context: Context) {
  const scale = context.config.rateLimitScale;
  const allowed = await takeRateLimits(
    context.db,
    [
      { key: `eventSearch:member:${requireViewer(context)}`, limit: EVENT_SEARCH_LIMIT.perMember * scale },
      { key: `eventSearch:ip:${context.ip}`, limit: EVENT_SEARCH_LIMIT.perIp * scale },
    ],
    EVENT_SEARCH_LIMIT.windowMs,
  );
  if (!allowed) throw graphqlError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

/** What the viewer is to an event row the schema resolves (null: not theirs to see, by mayViewEvent). */
const accessOf = (context: Context, row: EventRow): Promise<EventAccess | null> => context.loaders.eventAccess.load(row.uuid);

async function canManage(context: Context, row: EventRow) {
  const access = await accessOf(context, row);
  return access ? viewerCanManage(await context.viewerRow(), access.event, access.relation) : false;
}

const emptyConnection = () => forwardConnection<never>([], false, null, () => '');

function attendeeNode(entry: AttendeeEntry) {
  return {
    id: toGlobalId('EventAttendee', `${entry.event_uuid}:${entry.id}`),
    profile: entry,
    status: entry.status as 'GOING' | 'INTERESTED' | 'WAITING_LIST',
    answeredAt: entry.answered_at,
  };
}

export const eventResolvers: Resolvers = {
  Query: {
    events: async (_parent, args, context) => {
      requireViewer(context);
      if (args.search?.trim()) await takeSearchLimit(context);
      const viewer = await context.viewerRow();
      const { page, hasNextPage } = await eventDirectory(context.db, { viewer, ...args });
      const cursorOf = args.when === 'PAST' ? pastCursor : upcomingCursor;
      return forwardConnection<DirectoryEventRow>(page, hasNextPage, args.after, cursorOf);
    },
    event: async (_parent, { uuid }, context) => {
      requireViewer(context);
      return (await context.loaders.eventAccess.load(uuid))?.event ?? null;
    },
  },
  Viewer: {
    events: async (_parent, args, context) => {
      const viewer = await context.viewerRow();
      const { page, hasNextPage } = await eventsOfViewer(context.db, viewer, args.first, args.after);
      return forwardConnection(page, hasNextPage, args.after, soonestCursor);
    },
  },
  Event: {
    id: (row) => toGlobalId('Event', row.uuid),
    displayName: (row) => row.display_name,
    isAd: (row) => row.is_ad,
    eventBeginAt: (row) => row.begin_at,
    eventEndAt: (row) => row.end_at,
    // A minor sees an event's picture only when it is rated Safe, as on groups.
    image: async (row, _args, context) =>
      isAdult((await context.viewerRow()).date_of_birth) || row.content_rating === 'SAFE' ? joinedImage(row) : null,
    description: (row) => row.description,
    timeZone: (row) => row.time_zone,
    place: (row) => (row.place_id ? placeById(row.place_id) : null),
    distance: async (row, _args, context) => eventDistanceKm(await context.viewerRow(), row),
    // The exact address only to members Going and to those who manage the event.
    address: async (row, _args, context) => {
      if (row.address === null) return null;
      const access = await accessOf(context, row);
      if (!access) return null;
      return mayKnowAddress(await context.viewerRow(), access) ? row.address : null;
    },
    capacity: (row) => row.capacity,
    goingCount: (row) => row.going_count,
    interestedCount: (row) => row.interested_count,
    waitingListCount: (row) => row.waiting_count,
    isCancelled: (row) => row.cancelled_at !== null,
    host: (row, _args, context) => (row.host_id ? visibleProfileByUuid(context, row.host_id) : null),
    // The host group only when the viewer may see it: a group hidden from them hides the link, not the event.
    hostGroup: async (row, _args, context) =>
      row.host_group_uuid ? ((await context.loaders.groupAccess.load(row.host_group_uuid))?.group ?? null) : null,
    viewerStatus: async (row, _args, context) => (await accessOf(context, row))?.answer?.status ?? 'NONE',
    viewerWaitingListPosition: async (row, _args, context) => (await accessOf(context, row))?.answer?.waiting_position ?? null,
    rsvpPermission: async (row, _args, context) => {
      const access = await accessOf(context, row);
      return access
        ? rsvpPermission(await context.viewerRow(), access.event, access.relation)
        : { allowed: false, reason: EVENT_NOT_FOUND };
    },
    viewerCanManage: (row, _args, context) => canManage(context, row),
    attendees: async (row, args, context) => {
      if (!(await accessOf(context, row)) || args.status === 'NONE') return emptyConnection();
      const status = args.status ?? 'GOING';
      const { page, hasNextPage } = await pageOfAttendees(context.db, await context.viewerRow(), row.uuid, status, args.first, args.after);
      const connection = forwardConnection(page, hasNextPage, args.after, attendeeCursor);
      return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: attendeeNode(edge.node) })) };
    },
    calendarUrl: (row) => `/events/${row.uuid}.ics`,
    createdAt: (row) => row.created_at,
  },
};
