export type MessageStatus = 'Deleted' | 'Read' | 'Sending' | 'Failed' | 'Sent';

/** A message shown in a room: a stored one (with a seqId) or the viewer's pending one. */
export interface StatusInput {
  deletedAt?: string | null;
  seqId: number | null;
  /** 'sending' or 'failed' for the viewer's pending message; absent for a stored one. */
  localId?: 'sending' | 'failed';
}

/** SPEC §4, in this order: deleted, read (another member's read marker reached it), sending, failed, sent. */
export function messageStatus(message: StatusInput, otherReadSeqIds: readonly number[]): MessageStatus {
  if (message.deletedAt) return 'Deleted';
  if (message.seqId !== null && otherReadSeqIds.some((read) => read >= message.seqId!)) return 'Read';
  if (message.localId === 'sending') return 'Sending';
  if (message.localId === 'failed') return 'Failed';
  return 'Sent';
}
