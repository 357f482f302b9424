import { notFound } from '../errors.ts';
import { EVENT_NOT_FOUND } from '../events/access.ts';
import { cancelEvent } from '../events/cancel.ts';
import { createEvent } from '../events/create.ts';
import { moderatedEvent, reportEvent } from '../events/reports.ts';
import { answerEvent } from '../events/rsvp.ts';
import { updateEvent } from '../events/update.ts';
import { requireViewer, type Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** The event a global id names; a malformed id, or one of another type, reads as a missing event. */
function eventUuidOf(id: string) {
  const uuid = uuidKey(id, 'Event');
  if (!uuid) throw notFound(EVENT_NOT_FOUND);
  return uuid;
}

/** An event after a change, read afresh as the viewer may see it (its counts and the viewer's answer are new). */
async function eventAfter(context: Context, uuid: string) {
  context.loaders.eventAccess.clear(uuid);
  const access = await context.loaders.eventAccess.load(uuid);
  if (!access) throw notFound(EVENT_NOT_FOUND);
  return access.event;
}

/**
 * After a change that may have stored notices (a new time, a cancellation, a freed place): the job runner announces
 * them to open tabs and devices now rather than at its next tick.
 */
function announceNow(context: Context) {
  context.jobs.wake();
}

const payload = async (context: Context, uuid: string) => ({
  event: await eventAfter(context, uuid),
  viewer: { id: requireViewer(context) },
});

export const eventMutationResolvers: Resolvers = {
  Mutation: {
    eventCreate: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      const uuid = await createEvent(context.db, context.pictures, viewer, {
        ...input,
        // Without a group the event is the member's own; a forged or malformed id is a group that does not exist.
        hostGroupUuid: input.hostGroupId == null ? undefined : uuidKey(input.hostGroupId, 'Group'),
      });
      return payload(context, uuid);
    },
    eventUpdate: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      const { eventId, ...changes } = input;
      const uuid = eventUuidOf(eventId);
      await updateEvent(context.db, context.pictures, viewer, uuid, changes);
      announceNow(context);
      return payload(context, uuid);
    },
    eventCancel: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      const uuid = eventUuidOf(input.eventId);
      await cancelEvent(context.db, viewer, uuid);
      announceNow(context);
      return payload(context, uuid);
    },
    eventRsvp: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      const uuid = eventUuidOf(input.eventId);
      await answerEvent(context.db, viewer, uuid, input.status);
      announceNow(context);
      return payload(context, uuid);
    },
    eventReport: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      await reportEvent(context.db, viewer, uuidKey(input.eventId, 'Event'), input);
      return { ok: true };
    },
  },
  ModerationReport: {
    event: (report, _args, context) => moderatedEvent(context.db, report),
  },
  ModeratedEvent: {
    id: (event) => toGlobalId('ModeratedEvent', event.uuid),
    displayName: (event) => event.display_name,
    description: (event) => event.description,
    eventBeginAt: (event) => event.begin_at,
    isCancelled: (event) => event.cancelled_at !== null,
  },
};
