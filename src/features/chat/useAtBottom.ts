import { useEffect, useState, type RefObject } from 'react';

/** SPEC §4: within this distance of the bottom the view follows new messages, and the member is at the newest. */
export const NEAR_BOTTOM_PX = 100;

const isNearBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;

/**
 * Whether the history is scrolled to (near) its end. An IntersectionObserver watches a marker after the last message,
 * so the answer follows layout changes a scroll event would not report (a picture loading, the window resizing);
 * where there is none, `check` (called on scroll and after each layout of the list) measures the scroll position.
 */
export function useAtBottom(scroller: RefObject<HTMLElement | null>, end: RefObject<HTMLElement | null>, initial: boolean) {
  const [atBottom, setAtBottom] = useState(initial);
  const observed = typeof IntersectionObserver === 'function';
  useEffect(() => {
    const root = scroller.current;
    const target = end.current;
    if (!observed || !root || !target) return;
    const observer = new IntersectionObserver(([entry]) => setAtBottom(entry.isIntersecting), {
      root,
      rootMargin: `0px 0px ${NEAR_BOTTOM_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [observed, scroller, end]);
  const check = () => {
    const element = scroller.current;
    if (!observed && element) setAtBottom(isNearBottom(element));
  };
  return { atBottom, check };
}
