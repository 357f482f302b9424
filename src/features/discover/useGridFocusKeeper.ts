import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps keyboard focus in the windowed grid: when PageDown, End or scrolling takes the focused card out of the
 * rendered rows, the card's element is removed and the browser would drop focus to the page. The list itself
 * (named "Profiles near you") takes it instead, and Tab goes on from there. `first` and `last` are the rendered range.
 */
export function useGridFocusKeeper(list: RefObject<HTMLUListElement | null>, first: number, last: number) {
  const hadFocus = useRef(false);

  // A card removed while focused does not count as focus leaving: only a move to another element, or to nothing
  // while the card is still in the page (a click on the page's background), does.
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const target = event.target as Element;
    if (list.current?.contains(event.relatedTarget as Node | null)) return;
    if (event.relatedTarget || target.isConnected) hadFocus.current = false;
  };
  const onFocus = () => {
    hadFocus.current = true;
  };

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (!active || active === document.body)) list.current?.focus({ preventScroll: true });
  }, [list, first, last]);

  // Chromium moves focus off a removed element after the commit; look once more when it has.
  useEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (!active || active === document.body)) list.current?.focus({ preventScroll: true });
  }, [list, first, last]);

  return { onFocus, onBlur };
}
