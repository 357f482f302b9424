import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { requireRoom } from './chatTypes.ts';
import { chatEvent } from '../chat/events.ts';
import type { ChatEvent, RoomView } from '../chat/rows.ts';

const ends = (event: ChatEvent, viewerId: string) =>
  event.closesFor === 'everyone' || (Array.isArray(event.closesFor) && event.closesFor.includes(viewerId));

/**
 * One room's events for a participant. The live feed is opened first and then the room's current state
 * is sent as a ROOM_UPDATED event: every message stored after that snapshot arrives on the feed, every
 * message before it is at most the snapshot's lastSeqId, so a client that fetches what it lacks up to
 * there on each (re)subscription misses nothing.
 */
async function* roomEvents(context: Context, room: RoomView): AsyncGenerator<ChatEvent> {
  const feed = context.pubsub.subscribe('chatRoom', room.id)[Symbol.asyncIterator]();
  // A Repeater starts listening on its first next(); start it before taking the snapshot.
  let pending = feed.next();
  try {
    yield chatEvent('ROOM_UPDATED', room.id, null);
    while (true) {
      const { value, done } = await pending;
      if (done) return;
      pending = feed.next();
      const event = value as unknown as ChatEvent;
      // One's own typing is no news to oneself.
      if ((event.kind === 'START_TYPING' || event.kind === 'STOP_TYPING') && event.profileId === room.viewer_id) continue;
      yield event;
      if (ends(event, room.viewer_id)) return;
    }
  } finally {
    await feed.return?.();
  }
}

/** Message and read-marker events of all the viewer's rooms (the chat list and the unread badge). */
async function* profileEvents(viewerId: string, context: Context): AsyncGenerator<ChatEvent> {
  for await (const value of context.pubsub.subscribe('chatProfile', viewerId)) yield value as unknown as ChatEvent;
}

export const chatSubscriptionResolvers = {
  Subscription: {
    chatRoom: {
      // The refusal comes before any stream, so a stranger gets an error and no events.
      subscribe: async (_: unknown, { roomId }: { roomId: string }, context: Context) => roomEvents(context, await requireRoom(context, roomId)),
      resolve: (event: ChatEvent) => event,
    },
    chatRooms: {
      subscribe: (_: unknown, __: unknown, context: Context) => profileEvents(requireViewer(context), context),
      resolve: (event: ChatEvent) => event,
    },
  },
};
