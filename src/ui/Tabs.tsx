import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from 'react-aria-components';
import { composeTailwindRenderProps, focusRing } from './utils';

export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-4')} />;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={composeTailwindRenderProps(props.className, 'flex gap-1 border-b border-neutral-200 dark:border-neutral-700')} />;
}

export function Tab(props: TabProps) {
  return (
    <AriaTab
      {...props}
      className={(renderProps) =>
        focusRing({
          ...renderProps,
          className: `-mb-px cursor-default border-b-2 px-4 py-2 text-sm font-semibold ${
            renderProps.isSelected ? 'border-violet-700 text-violet-800 dark:border-violet-300 dark:text-violet-200' : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300'
          }`,
        })
      }
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeTailwindRenderProps(props.className, 'outline-0')} />;
}
