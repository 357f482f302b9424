import { randomUUID } from 'node:crypto';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import type { ChatEvent } from './rows.ts';

/**
 * Sends one event to the room's subscribers and to each member's own feed (the chat list and the
 * unread badge). Only current members are told: a member who left hears nothing more.
 */
export function publishChatEvent(pubsub: SnootPubSub, memberIds: string[], event: ChatEvent) {
  pubsub.publish('chatRoom', event.roomId, event);
  for (const memberId of memberIds) pubsub.publish('chatProfile', memberId, event);
}

/** Typing only matters to whoever has the room open. */
export function publishRoomOnly(pubsub: SnootPubSub, event: ChatEvent) {
  pubsub.publish('chatRoom', event.roomId, event);
}

export function chatEvent(kind: ChatEvent['kind'], roomId: string, profileId: string | null, extra: Partial<ChatEvent> = {}): ChatEvent {
  return { id: randomUUID(), kind, roomId, profileId, date: new Date().toISOString(), ...extra };
}
