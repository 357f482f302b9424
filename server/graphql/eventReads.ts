import type { DB } from '../db/connect.ts';
import type { ChatEvent } from '../chat/rows.ts';
import { messageKey, sharedReads, type SharedReads } from './loaders.ts';

/** How long an event's reads are kept for its sockets: its fan-out, not the next event's. */
const KEPT_MS = 1_000;

const byDatabase = new WeakMap<DB, Map<string, SharedReads>>();

/**
 * The reads every socket an event goes out to shares: one read of the room as each member sees it, of its
 * members, of the rows of the people in it, however many sockets it reaches, instead of one per socket. Only
 * reads that are the same whoever asks are shared; each subscriber's access is still their own, judged by
 * server/privacy/rules.ts from these rows, so a member blocked, hidden, in the other pool or gone from the room
 * is told nothing more than before. An event with no id (from an older server) gets reads of its own per socket.
 */
export function readsOfEvent(db: DB, event: ChatEvent): SharedReads | undefined {
  if (!event.id) return undefined;
  let events = byDatabase.get(db);
  if (!events) byDatabase.set(db, (events = new Map()));
  let reads = events.get(event.id);
  if (!reads) {
    reads = sharedReads(db);
    // What the event carries is what the database holds: its message needs no read.
    if (event.message) reads.message.prime(messageKey(event.message.room_id, event.message.seq_id), event.message);
    events.set(event.id, reads);
    const kept = events;
    const id = event.id;
    setTimeout(() => kept.delete(id), KEPT_MS).unref();
  }
  return reads;
}
