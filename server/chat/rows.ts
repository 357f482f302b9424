/** A room as one participant sees it: the room row plus that participant's own state. */
export interface RoomView {
  id: string;
  type: string;
  title: string | null;
  image_uuid: string | null;
  last_seq_id: number;
  last_message_at: Date | string | null;
  created_at: Date | string;
  viewer_id: string;
  status: string;
  is_archived: boolean;
  is_removed: boolean;
  last_read_seq_id: number;
}

/**
 * A stored message. Dates may be strings because messages also travel as JSON through pub/sub
 * (Redis between processes), and subscribers resolve them without going back to the database.
 */
export interface MessageRow {
  id: string;
  room_id: string;
  seq_id: number;
  profile_id: string | null;
  client_id: string | null;
  content: string | null;
  system_action: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
  deleted_at: Date | string | null;
  /** When the sender last edited it (server/chat/editMessage.ts); absent in an event from an older server. */
  edited_at?: Date | string | null;
  /** The seqId of the message of the same room this one replies to; absent in an event from an older server. */
  reply_to_seq_id?: number | null;
}

export type ChatEventKind =
  'MESSAGE' | 'MESSAGE_DELETED' | 'MESSAGE_EDITED' | 'START_TYPING' | 'STOP_TYPING' | 'READ_MARKER' | 'ROOM_UPDATED' | 'MESSAGE_REACTIONS';

/** What travels on the chatRoom and chatProfile channels: plain JSON. */
export interface ChatEvent {
  /** Unique to the event: the sockets it goes out to share their reads by it (server/graphql/eventReads.ts). */
  id?: string;
  kind: ChatEventKind;
  roomId: string;
  profileId: string | null;
  date: string;
  message?: MessageRow;
  readMarker?: { roomId: string; profileId: string; seqId: number };
  /** A MESSAGE_REACTIONS event's change: the emoji the member (profileId) added or took back. */
  reaction?: { emoji: string; added: boolean };
  /** Profiles whose subscriptions to the room end with this event (they left, or the room was deleted). */
  closesFor?: string[] | 'everyone';
}

/** JSON form of a message row, so an event means the same in-process and through Redis. */
export function messageJson(row: MessageRow): MessageRow {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    ...row,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    edited_at: iso(row.edited_at ?? null),
  };
}
