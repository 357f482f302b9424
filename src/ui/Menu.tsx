import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps } from './utils';

export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Popover
      placement="bottom end"
      className="min-w-56 overflow-auto rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      <AriaMenu {...props} className={composeTailwindRenderProps(props.className, 'outline-0')} />
    </Popover>
  );
}

const menuItemStyles = tv({
  base: 'flex cursor-default items-center gap-2 rounded-lg px-3 py-2 text-sm outline-0',
  variants: {
    isFocused: {
      false: 'text-neutral-900 dark:text-neutral-100',
      // Forced colours would drop the background and leave the focused item unmarked: Highlight marks it there.
      true: 'bg-violet-700 text-white forced-color-adjust-none dark:bg-violet-300 dark:text-neutral-950 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isDisabled: { true: 'opacity-60 forced-colors:text-[GrayText]' },
  },
});

export function MenuItem(props: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <AriaMenuItem {...props} textValue={textValue} className={menuItemStyles} />;
}

/** A group of items; it may carry its own selection (a toggle among links). */
export function MenuSection<T extends object>(props: MenuSectionProps<T>) {
  return <AriaMenuSection {...props} className={['flex flex-col', props.className].filter(Boolean).join(' ')} />;
}
