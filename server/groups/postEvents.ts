import type { SnootPubSub } from '../pubsub/pubsub.ts';

/** What happened in a thread: ids only, so each subscriber reads the post afresh by their own rules. */
export interface GroupThreadEventPayload {
  kind: 'REPLY_ADDED' | 'REPLY_DELETED' | 'THREAD_DELETED';
  threadId: string;
  /** The reply added or deleted. */
  replyId?: string;
}

/** Tells the thread's subscribers on every process (through Redis when it is set). */
export function publishThreadEvent(pubsub: SnootPubSub, event: GroupThreadEventPayload) {
  pubsub.publish('groupThread', event.threadId, event);
}
