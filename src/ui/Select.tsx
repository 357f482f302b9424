import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text } from 'react-aria-components';
import { fieldBorder, focusRing } from './utils';

export interface SelectProps<K extends string> {
  label: string;
  description?: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
}

/** A labelled drop-down of fixed options. */
export function Select<K extends string>({ label, description, options, value, onChange, isDisabled }: SelectProps<K>) {
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as K)}
      isDisabled={isDisabled}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Button
        className={(renderProps) =>
          focusRing({
            ...renderProps,
            className: `flex w-full max-w-sm items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left text-sm dark:bg-neutral-900 ${fieldBorder} ${renderProps.isDisabled ? 'opacity-60' : ''}`,
          })
        }
      >
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className="text-sm text-neutral-700 dark:text-neutral-300">
          {description}
        </Text>
      )}
      <Popover className="min-w-(--trigger-width) rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
        <ListBox items={options} className="outline-0">
          {(option) => (
            <ListBoxItem
              id={option.key}
              textValue={option.label}
              className={({ isFocused, isSelected }) =>
                `cursor-default rounded-lg px-3 py-2 text-sm outline-0 ${isFocused ? 'bg-violet-700 text-white' : ''} ${isSelected ? 'font-semibold' : ''}`
              }
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
