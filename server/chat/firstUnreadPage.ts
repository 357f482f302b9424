/** At most this many read messages sit above the first unread one, so the member sees what the new ones answer. */
const READ_ABOVE = 5;

/**
 * Where a room opened at the viewer's first unread message starts: the seqId the page comes after. Only the
 * viewer's own marker is read (the room row is theirs), so no page tells where another member stopped reading.
 * When the unread messages fit in the newest page, that page is the answer, so a short run of new messages does
 * not open a room at a half-empty page that cannot be scrolled to load older ones.
 */
export function firstUnreadStart(room: { last_read_seq_id: number; last_seq_id: number }, count: number) {
  const above = Math.min(READ_ABOVE, Math.floor(count / 2));
  return Math.max(0, Math.min(room.last_read_seq_id - above, room.last_seq_id - count));
}
