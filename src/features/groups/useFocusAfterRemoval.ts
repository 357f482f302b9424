import { useEffect, useRef } from 'react';

/**
 * A list whose rows can go (a request answered, a member removed): once the row `key` has left, focus moves to the
 * first button of the row now in its place (or the one before), or to `fallback` (the section's heading) when the
 * list is empty, never to the page itself.
 */
export function useFocusAfterRemoval(keys: readonly string[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const fallbackRef = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<{ key: string; index: number } | null>(null);
  const present = keys.join('\n');
  useEffect(() => {
    const row = leaving.current;
    if (!row || present.split('\n').includes(row.key)) return;
    leaving.current = null;
    const rows = Array.from(listRef.current?.children ?? []);
    const target = rows[Math.min(row.index, rows.length - 1)]?.querySelector<HTMLElement>('button') ?? fallbackRef.current;
    if (target === fallbackRef.current && target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target?.focus();
  }, [present]);
  const willRemove = (key: string) => {
    leaving.current = { key, index: keys.indexOf(key) };
  };
  const keep = () => {
    leaving.current = null;
  };
  return { listRef, fallbackRef, willRemove, keep };
}
