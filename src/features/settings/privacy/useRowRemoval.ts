import { useEffect, useRef, useState } from 'react';
import { errorBarText } from '../../../lib/editState';
import { announce } from '../../../ui/LiveAnnouncer';

/**
 * A list whose rows each have a button that takes the row away (Unblock, Unhide). While one is pending its key is
 * `pending`; once the row has gone, focus moves to the row button now in its place (or the one before it), or to
 * the page's heading when the list is empty, never to the page itself; what happened is announced, and a failure
 * is kept in `error` for the page to show.
 */
export function useRowRemoval(keys: readonly string[]) {
  const listRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef<{ key: string; index: number } | null>(null);
  const present = keys.join('\n');
  useEffect(() => {
    const row = leaving.current;
    if (!row || present.split('\n').includes(row.key)) return;
    leaving.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('li button') ?? [];
    const target = buttons[Math.min(row.index, buttons.length - 1)] ?? listRef.current?.closest('main')?.querySelector('h1');
    target?.focus();
  }, [present]);

  /** Runs `change` for the row `key` at `index`, then says `done`. */
  const remove = async (key: string, index: number, change: () => Promise<unknown>, done: string) => {
    setPending(key);
    setError(null);
    leaving.current = { key, index };
    try {
      await change();
      announce(done);
    } catch (caught) {
      leaving.current = null;
      setError(errorBarText(caught));
    } finally {
      setPending(null);
    }
  };
  return { listRef, pending, error, remove };
}
