import { useCallback, useState } from 'react';
import type { ReplyTarget } from './replyContext';

export interface PendingMessage {
  clientId: string;
  content: string;
  createdAt: string;
  localId: 'sending' | 'failed';
  /** The message it answers, quoted in the pending bubble at once and sent again with a retry. */
  replyTo?: ReplyTarget;
}

/**
 * The viewer's messages on their way to the server, shown at once below the stored history. A failed one
 * stays, text and all, until the member retries or deletes it: a lost message is worse than a visible failure.
 */
export function usePendingMessages() {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const mark = useCallback(
    (clientId: string, localId: PendingMessage['localId']) =>
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, localId } : item))),
    [],
  );
  const add = useCallback((clientId: string, content: string, replyTo?: ReplyTarget) => {
    setPending((list) => [
      ...list,
      {
        clientId,
        content,
        createdAt: new Date().toISOString(),
        localId: 'sending',
        replyTo,
      },
    ]);
  }, []);
  const settle = useCallback((clientId: string) => setPending((list) => list.filter((item) => item.clientId !== clientId)), []);
  const fail = useCallback((clientId: string) => mark(clientId, 'failed'), [mark]);
  const resend = useCallback((clientId: string) => mark(clientId, 'sending'), [mark]);
  return { pending, add, settle, fail, resend };
}

/** A client-generated id, so a retried send is stored once. */
export function newClientId() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
