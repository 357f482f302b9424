/** What reading position needs of a listed message. */
export interface PositionedMessage {
  id: string;
  seqId: number;
  profileId?: string | null;
}

/**
 * The message the "Unread messages" divider goes before: the first one someone else wrote that was unread when the
 * room opened (after the marker then, up to the room's last message then). Messages that arrive while the room is
 * open are new, not unread, so the divider stays where it was as the marker moves and live messages come in.
 */
export function firstUnreadId(
  messages: readonly PositionedMessage[],
  viewerId: string,
  opened: { lastReadSeqId: number; lastSeqId: number },
): string | null {
  const first = messages.find(
    (message) => message.seqId > opened.lastReadSeqId && message.seqId <= opened.lastSeqId && message.profileId !== viewerId,
  );
  return first?.id ?? null;
}

/** How many messages from others are below what the member has seen at the bottom of the history. */
export function newMessageCount(messages: readonly PositionedMessage[], viewerId: string, seenSeqId: number): number {
  return messages.filter((message) => message.seqId > seenSeqId && message.profileId !== viewerId).length;
}
