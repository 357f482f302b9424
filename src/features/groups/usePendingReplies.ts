import { useCallback, useState } from 'react';

export interface PendingReply {
  clientId: string;
  content: string;
  state: 'sending' | 'failed';
}

let nextClientId = 1;

/**
 * The viewer's replies on their way, shown at once under the thread. A failed one keeps its text until the member
 * retries or discards it: a lost reply is worse than a visible failure.
 */
export function usePendingReplies() {
  const [pending, setPending] = useState<PendingReply[]>([]);
  const mark = useCallback(
    (clientId: string, state: PendingReply['state']) =>
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, state } : item))),
    [],
  );
  const add = useCallback((content: string) => {
    const clientId = `pending-reply-${nextClientId++}`;
    setPending((list) => [...list, { clientId, content, state: 'sending' }]);
    return clientId;
  }, []);
  const settle = useCallback((clientId: string) => setPending((list) => list.filter((item) => item.clientId !== clientId)), []);
  const fail = useCallback((clientId: string) => mark(clientId, 'failed'), [mark]);
  const resend = useCallback((clientId: string) => mark(clientId, 'sending'), [mark]);
  return { pending, add, settle, fail, resend };
}
