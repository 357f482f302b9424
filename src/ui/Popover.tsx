import { Popover as AriaPopover, type PopoverProps } from 'react-aria-components';
import { composeTailwindRenderProps } from './utils';

/** The floating panel of selects, combo boxes and menus; the caller sets its width (often the trigger's). */
export function Popover(props: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900',
      )}
    />
  );
}
