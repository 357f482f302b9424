import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';
import { escapeLike } from '../profiles/hobbies.ts';
import { maySeeSql } from '../privacy/rules.ts';
import type { MessageRow, RoomView } from './rows.ts';

export const MAX_SEARCH_LENGTH = 100;
/** At most this many words of a search are matched: more narrows nothing a member would notice. */
const MAX_SEARCH_WORDS = 10;

/** A member's search, trimmed; null when it has nothing in it, refused when it is too long. */
export function searchText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > MAX_SEARCH_LENGTH) throw badInput(`A search can be at most ${MAX_SEARCH_LENGTH} characters.`);
  return trimmed || null;
}

/** The search's words: runs of letters and digits, as the 'simple' parser splits a message, lower-cased. */
function searchWords(text: string) {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The tsquery for a search: every word must be there, each as the start of a word ('hel' finds 'hello', so a
 * member need not finish typing). Built from letters and digits only, so nothing a member types is read as
 * tsquery syntax.
 */
function prefixQuery(text: string) {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Beyond this many rooms with the name, the list checks the name room by room instead (roomNamedSql). */
export const NAMED_ROOMS_READ = 1000;

/**
 * The rooms roomNamedSql() keeps, read before the list so the list's own checks run on these rooms only; one more
 * than NAMED_ROOMS_READ at most, which says there are too many for that. With `unreadOnly`, only rooms with
 * messages past the member's marker: a name many rooms share is then often few enough to read up front.
 */
export async function roomsNamed(db: DB, profileId: string, text: string, unreadOnly = false) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const unread = unreadOnly
    ? sql`and exists (select 1 from chat_rooms r where r.id = mine.room_id and r.last_seq_id > mine.last_read_seq_id)`
    : sql``;
  const { rows } = await sql<{ room_id: string }>`
    select distinct mine.room_id from chat_participants mine
    join chat_participants named_other on named_other.room_id = mine.room_id and named_other.profile_id <> mine.profile_id
    join profiles p on p.id = named_other.profile_id
    join profiles named_me on named_me.id = mine.profile_id
    where mine.profile_id = ${profileId} and lower(p.display_name) like ${pattern} ${unread}
      and ${maySeeSql({ alias: 'named_me' })}
      and not exists (select 1 from profile_hides h where h.profile_id = mine.profile_id and h.hidden_id = p.id)
    limit ${NAMED_ROOMS_READ + 1}`.execute(db);
  return rows.map((row) => row.room_id);
}

/**
 * Whether the room of the participant row `participantAlias` has another member whose name holds the search and
 * whom that participant may see (maySee: the name a private or gone profile's room shows is not theirs) and has
 * not hidden: a search never turns up a member the rest of the app keeps from the viewer.
 */
export function roomNamedSql(participantAlias: string, text: string) {
  const room = sql.ref(`${participantAlias}.room_id`);
  const member = sql.ref(`${participantAlias}.profile_id`);
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<boolean>`exists (
    select 1 from chat_participants named_other
    join profiles p on p.id = named_other.profile_id
    join profiles named_me on named_me.id = ${member}
    where named_other.room_id = ${room} and named_other.profile_id <> ${member}
      and lower(p.display_name) like ${pattern}
      and ${maySeeSql({ alias: 'named_me' })}
      and not exists (select 1 from profile_hides h where h.profile_id = ${member} and h.hidden_id = p.id)
  )`;
}

/** A search page's cursor is the last message's seqId; anything but a whole number reads as no cursor. */
function beforeSeq(cursor: string | null | undefined) {
  return cursor != null && /^\d{1,10}$/.test(cursor) ? Number(cursor) : null;
}

/** The newest messages a search reads one by one before it asks the word index (see searchRoomMessages). */
const RECENT_WINDOW = 500;

/**
 * One page of a room's messages that hold every word of the search, newest first. Never a deleted message or a
 * system line, and only messages of authors the viewer may see (maySee: the viewer, and others while present,
 * in the pool, unblocked and admitted by their "who may view my profile") and has not hidden; the room itself is
 * the caller's to check (roomOf).
 * Two reads, so that neither a common word nor a rare one is slow in a long room: the newest RECENT_WINDOW
 * messages are matched one by one (a common word fills the page there), and only if the page is not full are the
 * older ones found through the word index (GIN), which a rare word needs.
 */
export async function searchRoomMessages(db: DB, room: RoomView, text: string, first: number, after?: string | null) {
  const query = prefixQuery(text);
  const authors = query ? await visibleAuthors(db, room) : [];
  if (!query || authors.length === 0) return { page: [] as MessageRow[], hasNextPage: false };
  const limit = Math.max(1, Math.min(first, 50));
  const before = beforeSeq(after);
  const matches = sql<boolean>`m.deleted_at is null and m.system_action is null and m.profile_id = any(${authors}::uuid[])
    and to_tsvector('simple', m.content) @@ to_tsquery('simple', ${query})`;
  const { rows: recent } = await sql<MessageRow & { window_start: number; window_size: number }>`
    with recent as (
      select * from chat_messages where room_id = ${room.id} ${before === null ? sql`` : sql`and seq_id < ${before}`}
      order by seq_id desc limit ${RECENT_WINDOW}
    ), bounds as (select min(seq_id) as window_start, count(*) as window_size from recent)
    select m.*, bounds.window_start, bounds.window_size from bounds left join recent m on ${matches}
    order by m.seq_id desc nulls last limit ${limit + 1}`.execute(db);
  const found = recent.filter((row) => row.id !== null).map(({ window_start: _start, window_size: _size, ...row }) => row);
  const window = recent[0];
  if (found.length > limit || !window || Number(window.window_size) < RECENT_WINDOW) {
    return { page: found.slice(0, limit), hasNextPage: found.length > limit };
  }
  // The word index's matches in the room are read whole (materialized) and only then ordered, so the planner
  // cannot walk the room newest-first through messages that do not match.
  const { rows: older } = await sql<MessageRow>`
    with hits as materialized (
      select m.* from chat_messages m
      where m.room_id = ${room.id} and m.seq_id < ${window.window_start} and ${matches}
    )
    select * from hits order by seq_id desc limit ${limit + 1 - found.length}`.execute(db);
  const rows = [...found, ...older];
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** The room's members whose messages the viewer may find: judged once each by the one rule, before any message is read. */
async function visibleAuthors(db: DB, room: RoomView) {
  const { rows } = await sql<{ id: string }>`
    select p.id from chat_participants author
    join profiles p on p.id = author.profile_id
    join profiles me on me.id = ${room.viewer_id}
    where author.room_id = ${room.id} and ${maySeeSql({ alias: 'me' })}
      and not exists (select 1 from profile_hides h where h.profile_id = me.id and h.hidden_id = p.id)`.execute(db);
  return rows.map((row) => row.id);
}

const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 90;

/** The part of a message around the first word of the search it holds, on one line, with '…' where it was cut. */
export function snippetOf(content: string, text: string) {
  const flat = content.replace(/\s+/g, ' ').trim();
  const words = searchWords(text).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const at = words.length ? (new RegExp(words.join('|'), 'iu').exec(flat)?.index ?? 0) : 0;
  const start = flat.length <= SNIPPET_LENGTH ? 0 : Math.max(0, Math.min(at - SNIPPET_BEFORE, flat.length - SNIPPET_LENGTH));
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
