import { tv } from 'tailwind-variants/lite';
import { focusRing } from './utils';

/** The switch's look, shared by Switch and the stand-in LazySwitch shows while Switch loads. */
export const switchLayout = 'group flex items-center justify-between gap-4 text-sm';

export const track = tv({
  extend: focusRing,
  // Forced colours paint every background Canvas, so on and off would look alike: the track keeps system colours
  // of its own there (an outlined track when off, a Highlight-filled one when on).
  base: 'flex h-6 w-11 flex-none items-center rounded-full border-2 border-transparent px-0.5 transition-colors forced-color-adjust-none',
  variants: {
    isSelected: {
      // The off track is the switch's only boundary: 3:1 or more against the page in both themes (WCAG 1.4.11).
      false: 'bg-neutral-500 dark:bg-neutral-500 forced-colors:border-[ButtonText] forced-colors:bg-[Canvas]',
      true: 'bg-violet-700 dark:bg-violet-300 forced-colors:border-[Highlight] forced-colors:bg-[Highlight]',
    },
    isDisabled: { true: 'opacity-60' },
  },
});

export const handle = tv({
  base: 'h-4 w-4 rounded-full bg-white shadow transition-transform dark:bg-neutral-900',
  variants: {
    isSelected: {
      false: 'forced-colors:bg-[ButtonText]',
      true: 'translate-x-5 forced-colors:bg-[HighlightText]',
    },
  },
});
