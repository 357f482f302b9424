import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PositionedMessage } from '../../lib/readingPosition';
import { useAtBottom } from './useAtBottom';

/**
 * Where the member is in the history: at the newest message or further up (reported to the room, whose read
 * marker waits for the bottom), what they had seen when the room opened (for the "New messages" count), and the
 * jump to the newest message.
 */
export function useReadingPosition(
  scroller: RefObject<HTMLDivElement | null>,
  messages: readonly PositionedMessage[],
  options: { firstUnreadId?: string | null; onAtBottomChange?: (atBottom: boolean) => void },
) {
  const { firstUnreadId, onAtBottomChange } = options;
  const end = useRef<HTMLDivElement>(null);
  const { atBottom, check } = useAtBottom(scroller, end, !firstUnreadId);
  // Before the first unread message when the room opened there (so those count as new), else the newest.
  const [seenAtOpen] = useState(() =>
    firstUnreadId ? (messages.find((message) => message.id === firstUnreadId)?.seqId ?? 1) - 1 : (messages.at(-1)?.seqId ?? 0),
  );
  useEffect(() => onAtBottomChange?.(atBottom), [atBottom, onAtBottomChange]);
  // Messages added, a send settling or the page laid out anew move the end without a scroll event.
  useLayoutEffect(() => check());

  const jumpToNewest = () => {
    const element = scroller.current;
    if (!element) return;
    scrollToEnd(element);
    check();
    // The message field is where a member at the newest message goes on; a room without one keeps focus in the
    // history, so focus never falls to the page when the button leaves.
    const field = element.closest('section')?.querySelector<HTMLElement>('[data-page-focus]');
    (field ?? element).focus();
  };
  return { end, atBottom, seenAtOpen, check, jumpToNewest };
}

function scrollToEnd(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}
