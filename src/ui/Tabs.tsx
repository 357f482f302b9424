import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps, focusRing } from './utils';

/**
 * Two looks: `underline` (a page's sections, as in profile editing) and `segmented` (filled pills, for a
 * compact list switcher such as the chat lists). The variant's frame classes are left to the caller there.
 */
export type TabsVariant = 'underline' | 'segmented';

export function Tabs({ variant = 'underline', ...props }: TabsProps & { variant?: TabsVariant }) {
  return (
    <AriaTabs {...props} className={composeTailwindRenderProps(props.className, variant === 'underline' ? 'flex flex-col gap-4' : '')} />
  );
}

export function TabList<T extends object>({ variant = 'underline', ...props }: TabListProps<T> & { variant?: TabsVariant }) {
  const base = variant === 'underline' ? 'flex gap-1 border-b border-neutral-200 dark:border-neutral-700' : 'flex gap-1';
  return <AriaTabList {...props} className={composeTailwindRenderProps(props.className, base)} />;
}

const segmentedTab = tv({
  base: 'flex-1 cursor-default rounded-lg px-3 py-1.5 text-center text-sm font-semibold outline-violet-600 focus-visible:outline-2',
  variants: {
    isSelected: {
      // In forced colours the fill would vanish, leaving the selected tab unmarked: it takes Highlight there.
      true: 'bg-violet-700 text-white forced-color-adjust-none dark:bg-violet-300 dark:text-neutral-950 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
      false: 'text-neutral-800 hover:bg-neutral-200 dark:text-neutral-200 dark:hover:bg-neutral-800',
    },
    isDisabled: { true: 'cursor-not-allowed opacity-50' },
  },
});

export function Tab({ variant = 'underline', ...props }: TabProps & { variant?: TabsVariant }) {
  if (variant === 'segmented') return <AriaTab {...props} className={segmentedTab} />;
  return (
    <AriaTab
      {...props}
      className={(renderProps) =>
        focusRing({
          ...renderProps,
          className: `-mb-px cursor-default border-b-2 px-4 py-2 text-sm font-semibold ${
            renderProps.isSelected
              ? 'border-violet-700 text-violet-800 dark:border-violet-300 dark:text-violet-200 forced-colors:border-[Highlight]'
              : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 forced-colors:border-transparent'
          }`,
        })
      }
    />
  );
}

export function TabPanel({ variant = 'underline', ...props }: TabPanelProps & { variant?: TabsVariant }) {
  return <AriaTabPanel {...props} className={composeTailwindRenderProps(props.className, variant === 'underline' ? 'outline-0' : '')} />;
}
