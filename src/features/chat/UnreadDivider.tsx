/** The text before the first message that was unread when the room opened. */
export const UNREAD_DIVIDER = 'Unread messages';

/**
 * Marks where the member stopped reading: the room opens scrolled to it (ChatMessageList), and it stays put while
 * they read on. A list item between groups, or a block inside the group the first unread message continues.
 */
export function UnreadDivider({ inGroup = false }: { inGroup?: boolean }) {
  const Element = inGroup ? 'div' : 'li';
  return (
    <Element data-unread-divider className="flex w-full items-center gap-3 text-xs font-semibold text-violet-800 dark:text-violet-200">
      <span aria-hidden="true" className="h-px flex-1 bg-violet-700 dark:bg-violet-300 forced-colors:bg-[CanvasText]" />
      <span>{UNREAD_DIVIDER}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-violet-700 dark:bg-violet-300 forced-colors:bg-[CanvasText]" />
    </Element>
  );
}
