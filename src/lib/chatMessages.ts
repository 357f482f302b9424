/** One piece of a message: plain text, or a link that is safe to open (http and https only). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Splits message text into text and web links; anything else (javascript:, data:...) stays text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's closing punctuation is not part of the address.
    const href = match[0].replace(/[.,!?;:)\]]+$/, '');
    const start = match.index!;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** What the chat list shows of a room's last message. */
export function messagePreview(
  message: {
    deletedAt?: string | null;
    content?: string | null;
    action?: string | null;
  } | null,
): string {
  if (!message) return 'Preview unavailable';
  if (message.action) return message.action === 'LEFT' ? 'Left the chat' : 'Preview unavailable';
  if (message.deletedAt || !message.content) return '[deleted]';
  return message.content;
}

/** SPEC §8: a room that fails to load because of access reads as no access; anything else as a failure. */
export function roomErrorText(message: string): string {
  return message.includes('not allowed') ? "It looks like you don't have access to this chat." : 'Something went wrong.';
}

/** A room id in the path is a 36-character uuid; anything else goes up to the chat index. */
export const isRoomId = (value: string) => value.length === 36;

/** The unread badge: lastSeqId minus lastReadSeqId, never negative. */
export const unreadCount = (room: { lastSeqId: number; lastReadSeqId: number }) => Math.max(0, room.lastSeqId - room.lastReadSeqId);

/** Whether a read marker is due: the newest message is someone else's and is past the room's marker. */
export function readMarkerDue(newest: { seqId: number; authorId: string | null } | undefined, viewerId: string, lastReadSeqId: number) {
  return newest !== undefined && newest.authorId !== viewerId && newest.seqId > lastReadSeqId;
}
