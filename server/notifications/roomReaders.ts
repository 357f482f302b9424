import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { DB } from '../db/connect.ts';
import { errorFields, log } from '../log/log.ts';

/** This process refreshes its open rows this often; a row not refreshed for READER_STALE_MS is from a lost socket. */
export const READER_REFRESH_MS = 60_000;
const READER_STALE_MS = 3 * READER_REFRESH_MS;
/** How often this process looks for rows due a refresh: often enough that each statement stays small. */
const REFRESH_TICK_MS = 1_000;
/** Ids per refresh statement: small, so no statement holds PGlite's one session for long and others go between. */
const REFRESH_CHUNK = 100;

export type RoomReaders = ReturnType<typeof createRoomReaders>;

interface Reader {
  id: string;
  profileId: string;
  roomId: string;
  /** When its row's seen_at was last written. */
  seenAt: number;
}

/**
 * Who has a room open (a chatRoom subscription), on whichever server holds the socket: a row per open room,
 * so another process sees it too. Thousands of sockets opening at once cost one INSERT per turn of the event
 * loop (not one each), and each row is refreshed once a minute by a small UPDATE a second for the rows then
 * due (not a timer and a statement per socket; nor one UPDATE of every row, which held PGlite for a second). Readers of this process are also known in memory, so most questions need no SQL.
 */
export function createRoomReaders(db: DB) {
  const open = new Map<string, Reader>();
  /** How many open readers each "profile|room" has here. */
  const local = new Map<string, number>();
  const key = (profileId: string, roomId: string) => `${profileId}|${roomId}`;
  // setImmediate: every socket message read in this turn of the event loop joins one statement.
  const batched = { cache: false, batchScheduleFn: (run: () => void) => setImmediate(run) };
  const inserts = new DataLoader<Reader, true>(async (readers) => {
    const seenAt = new Date();
    await db
      .insertInto('chat_room_readers')
      .values(readers.map((reader) => ({ id: reader.id, profile_id: reader.profileId, room_id: reader.roomId, seen_at: seenAt })))
      .execute();
    return readers.map(() => true as const);
  }, batched);
  const deletes = new DataLoader<string, true>(async (ids) => {
    await db.deleteFrom('chat_room_readers').where('id', 'in', ids).execute();
    return ids.map(() => true as const);
  }, batched);

  /** `open` is kept in the order rows fall due: a refreshed reader moves to the end. */
  let refreshing = false;
  async function refreshDue() {
    const due = Date.now() - READER_REFRESH_MS;
    const readers: Reader[] = [];
    for (const reader of open.values()) {
      if (reader.seenAt > due || readers.length === REFRESH_CHUNK) break;
      readers.push(reader);
    }
    if (readers.length === 0) return false;
    const seenAt = Date.now();
    await db
      .updateTable('chat_room_readers')
      .set({ seen_at: new Date(seenAt) })
      .where(
        'id',
        'in',
        readers.map((reader) => reader.id),
      )
      .execute();
    for (const reader of readers) if (open.delete(reader.id)) open.set(reader.id, { ...reader, seenAt });
    return true;
  }
  const refresher = setInterval(() => {
    if (refreshing || open.size === 0) return;
    refreshing = true;
    (async () => {
      while (await refreshDue());
    })()
      .catch((error: unknown) => log.error(errorFields(error), 'Refreshing open chat rooms failed'))
      .finally(() => (refreshing = false));
  }, REFRESH_TICK_MS);
  refresher.unref();

  return {
    /** Records that a member opened a room; resolves once other processes can see it. Returns the reader's id. */
    async start(profileId: string, roomId: string) {
      const reader = { id: randomUUID(), profileId, roomId, seenAt: Date.now() };
      await inserts.load(reader);
      open.set(reader.id, reader);
      local.set(key(profileId, roomId), (local.get(key(profileId, roomId)) ?? 0) + 1);
      return reader.id;
    },

    async stop(readerId: string) {
      const reader = open.get(readerId);
      if (!reader) return;
      open.delete(readerId);
      const count = (local.get(key(reader.profileId, reader.roomId)) ?? 1) - 1;
      if (count > 0) local.set(key(reader.profileId, reader.roomId), count);
      else local.delete(key(reader.profileId, reader.roomId));
      await deletes.load(readerId);
    },

    /** Whether the member has this room open on this server now: known without a read. */
    readingHere(profileId: string, roomId: string) {
      return local.has(key(profileId, roomId));
    },

    /** Reader rows seen since this are live: older ones are a crashed server's. */
    freshSince: () => new Date(Date.now() - READER_STALE_MS),

    /** Whether the member has this room open now, here or on another server (stale rows of a crashed server do not count). */
    async isReading(profileId: string, roomId: string) {
      if (local.has(key(profileId, roomId))) return true;
      const row = await db
        .selectFrom('chat_room_readers')
        .select('id')
        .where('profile_id', '=', profileId)
        .where('room_id', '=', roomId)
        .where('seen_at', '>', new Date(Date.now() - READER_STALE_MS))
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Rows a crashed or killed server left behind (a live one refreshes its rows every minute). */
    async pruneStale() {
      await db
        .deleteFrom('chat_room_readers')
        .where('seen_at', '<', new Date(Date.now() - READER_STALE_MS))
        .execute();
    },

    dispose() {
      clearInterval(refresher);
    },
  };
}
