import { Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { requireRoom } from './chatTypes.ts';
import { chatEvent } from '../chat/events.ts';
import { roomsChangedSince } from '../chat/rooms.ts';
import { readsOfEvent } from './eventReads.ts';
import type { ChatEvent, RoomView } from '../chat/rows.ts';
import type { Resolvers, SubscriptionResolveFn } from './__generated__/resolvers.ts';

/**
 * Each event is read afresh: what the subscriber may see of the other member can change mid-stream. The rows
 * it reads are read once for all the sockets the event goes out to; each subscriber's access is judged alone.
 */
const freshEvent: SubscriptionResolveFn<ChatEvent, ChatEvent, Context, object> = (event, _args, context) => {
  context.forgetReads(readsOfEvent(context.db, event));
  return event;
};

const ends = (event: ChatEvent, viewerId: string) =>
  event.closesFor === 'everyone' || (Array.isArray(event.closesFor) && event.closesFor.includes(viewerId));

/**
 * One room's events for a participant. The live feed is opened first and then the room's current state
 * is sent as a ROOM_UPDATED event: every message stored after that snapshot arrives on the feed, every
 * message before it is at most the snapshot's lastSeqId, so a client that fetches what it lacks up to
 * there on each (re)subscription misses nothing. The same snapshot is sent again whenever events may have
 * been lost between processes (a Redis outage), so the client catches up then too.
 *
 * A Repeater rather than an async generator: a generator asked to return while it awaits the next event
 * would only end after one more event arrives, so a closed socket of a quiet room would keep its
 * subscription (and its Redis channel) open for ever.
 */
function roomEvents(context: Context, room: RoomView) {
  return new Repeater<ChatEvent>(async (push, stop) => {
    const feed = context.pubsub.subscribe('chatRoom', room.id)[Symbol.asyncIterator]();
    // The feed starts listening on its first next(); start it before the snapshot goes out.
    let pending = feed.next();
    // While the room is open its messages are read as they come: they make no notification (server/notifications/).
    const reader = await context.readers.start(room.viewer_id, room.id);
    // Events may have been lost while Redis was away: a fresh snapshot makes the client fetch what it lacks.
    const stopCatchUp = context.pubsub.onCatchUp(() => void push(chatEvent('ROOM_UPDATED', room.id, null)).catch(() => {}));
    try {
      await push(chatEvent('ROOM_UPDATED', room.id, null));
      for (;;) {
        const next = await Promise.race([pending, stop]);
        if (!next || next.done) return;
        pending = feed.next();
        const event = next.value;
        // One's own typing is no news to oneself.
        if ((event.kind === 'START_TYPING' || event.kind === 'STOP_TYPING') && event.profileId === room.viewer_id) continue;
        await push(event);
        if (ends(event, room.viewer_id)) return;
      }
    } finally {
      stop();
      stopCatchUp();
      await Promise.all([feed.return?.(), context.readers.stop(reader).catch(() => {})]);
    }
  });
}

/**
 * The viewer's feed of all their rooms (the chat list and its counts). When events may have been lost between
 * processes (a Redis outage), each room that changed since the outage began is sent as a ROOM_UPDATED event,
 * read afresh like any other, so the list moves it to the top and reads its counts again (or drops a room the
 * viewer left). A Repeater, as for one room, so a closed socket ends the stream without waiting for an event.
 */
function roomListEvents(context: Context, viewerId: string) {
  return new Repeater<ChatEvent>(async (push, stop) => {
    const feed = context.pubsub.subscribe('chatProfile', viewerId)[Symbol.asyncIterator]();
    const catchUp = async (since: Date) => {
      for (const roomId of await roomsChangedSince(context.db, viewerId, since)) await push(chatEvent('ROOM_UPDATED', roomId, null));
    };
    const stopCatchUp = context.pubsub.onCatchUp((since) => void catchUp(since).catch(() => {}));
    try {
      for (;;) {
        const next = await Promise.race([feed.next(), stop]);
        if (!next || next.done) return;
        await push(next.value);
      }
    } finally {
      stop();
      stopCatchUp();
      await feed.return?.();
    }
  });
}

export const chatSubscriptionResolvers: Resolvers = {
  Subscription: {
    chatRoom: {
      // The refusal comes before any stream, so a stranger gets an error and no events.
      subscribe: async (_parent, { roomId }, context) => roomEvents(context, await requireRoom(context, roomId)),
      resolve: freshEvent,
    },
    chatRooms: {
      // Message and read-marker events of all the viewer's rooms (the chat list and the unread badge).
      subscribe: (_parent, _args, context) => roomListEvents(context, requireViewer(context)),
      resolve: freshEvent,
    },
  },
};
