import { useCallback, useState } from 'react';

/** SPEC §4: a failed send stays marked Failed for this long, then goes away. */
export const FAILED_SEND_CLEAR_MS = 3000;

export interface PendingMessage {
  clientId: string;
  content: string;
  createdAt: string;
  localId: 'sending' | 'failed';
}

/** The viewer's messages on their way to the server, shown at once below the stored history. */
export function usePendingMessages() {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const add = useCallback((clientId: string, content: string) => {
    setPending((list) => [
      ...list,
      {
        clientId,
        content,
        createdAt: new Date().toISOString(),
        localId: 'sending',
      },
    ]);
  }, []);
  const settle = useCallback((clientId: string) => setPending((list) => list.filter((item) => item.clientId !== clientId)), []);
  const fail = useCallback(
    (clientId: string) => {
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, localId: 'failed' as const } : item)));
      setTimeout(() => settle(clientId), FAILED_SEND_CLEAR_MS);
    },
    [settle],
  );
  return { pending, add, settle, fail };
}

/** A client-generated id, so a retried send is stored once. */
export function newClientId() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
