import { useEffect, useRef } from 'react';
import { announce } from '../../ui/LiveAnnouncer';

/** "No results", "1 profile found", "60 or more profiles found" (a page can be followed by more). */
export function resultCountText(count: number, hasMore: boolean): string {
  if (count === 0) return 'No results';
  return `${hasMore ? `${count} or more` : count} ${count === 1 && !hasMore ? 'profile' : 'profiles'} found`;
}

// The grid's first mount on a page load is the page itself, announced by its title; later mounts come from
// a new search (filters applied, location changed).
let gridShownBefore = false;

/**
 * Says how many profiles a new search found, once its first page is in: when the list is replaced (its first
 * profile changed), not when a further page is appended on scrolling.
 */
export function useResultCountAnnouncement(firstId: string | undefined, count: number, hasMore: boolean): void {
  const shownFirst = useRef<string | null>(null);
  useEffect(() => {
    const before = shownFirst.current;
    shownFirst.current = firstId ?? '';
    const isNewSearch = before === null ? gridShownBefore : before !== shownFirst.current;
    gridShownBefore = true;
    if (isNewSearch) announce(resultCountText(count, hasMore));
  }, [firstId, count, hasMore]);
}
