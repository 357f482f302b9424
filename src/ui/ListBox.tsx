import { ListBox as AriaListBox, ListBoxItem as AriaListBoxItem, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps } from './utils';

/** A list of options; its items show focus themselves, so the list draws no outline of its own. */
export function ListBox<T extends object>(props: ListBoxProps<T>) {
  return <AriaListBox {...props} className={composeTailwindRenderProps(props.className, 'outline-0')} />;
}

const option = tv({
  base: 'cursor-default rounded-lg px-3 py-2 text-sm outline-0',
  variants: {
    isFocused: { true: 'bg-violet-700 text-white' },
  },
});

/** A line of text in a popover list (select, combo box); the focused one is filled. */
export function ListBoxOption(props: Omit<ListBoxItemProps, 'className'>) {
  return <AriaListBoxItem {...props} className={option} />;
}

const tile = tv({
  base: 'overflow-hidden rounded-lg outline-offset-2',
  variants: {
    isSelected: { true: 'ring-4 ring-violet-700' },
    isFocusVisible: { true: 'outline-2 outline-violet-600', false: 'outline-0' },
  },
});

/** A picture in a grid list (image pickers): a ring marks the chosen one, an outline the focused one. */
export function ListBoxTile(props: Omit<ListBoxItemProps, 'className'>) {
  return <AriaListBoxItem {...props} className={tile} />;
}
