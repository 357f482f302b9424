import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  Input,
  Label,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxProps,
} from 'react-aria-components';
import { ListBox } from './ListBox';
import { Popover } from './Popover';
import { composeTailwindRenderProps, fieldBorder, focusRing } from './utils';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  label: string;
  description?: string;
  placeholder?: string;
  /** What the open list says when nothing matches (or while a search is under way). */
  renderEmptyState?: ListBoxProps<T>['renderEmptyState'];
  children: ReactNode | ((item: T) => ReactNode);
}

/** A text field with a list of suggestions under it (React Aria's combo box); items are `ListBoxOption`s. */
export function ComboBox<T extends object>({ label, description, placeholder, renderEmptyState, children, ...props }: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}>
      <Label className="text-sm font-medium">{label}</Label>
      <Input
        placeholder={placeholder}
        className={(renderProps) =>
          focusRing({ ...renderProps, className: `w-full rounded-lg border bg-white px-3 py-2 dark:bg-neutral-900 ${fieldBorder}` })
        }
      />
      {description && (
        <Text slot="description" className="text-sm text-neutral-700 dark:text-neutral-300">
          {description}
        </Text>
      )}
      <Popover className="w-(--trigger-width)">
        <ListBox className="max-h-72 overflow-y-auto" renderEmptyState={renderEmptyState}>
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
