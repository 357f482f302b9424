import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from './utils';

const box = tv({
  extend: focusRing,
  base: 'flex h-5 w-5 flex-none items-center justify-center rounded border-2 text-xs text-white',
  variants: {
    isSelected: {
      false: 'border-neutral-500 bg-white dark:border-neutral-400 dark:bg-neutral-900',
      true: 'border-violet-700 bg-violet-700 dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950',
    },
  },
});

export function Checkbox({ children, ...props }: Omit<AriaCheckboxProps, 'children'> & { children: ReactNode }) {
  return (
    <AriaCheckbox {...props} className="group flex cursor-default items-center gap-2 text-sm">
      {(renderProps) => (
        <>
          <span className={box(renderProps)} aria-hidden="true">
            {renderProps.isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  label: string;
  /** Text options, laid out in a wrapping row; or `children` for a layout of the caller's own (image tiles). */
  options?: readonly { key: string; label: string }[];
  children?: ReactNode;
}

/** A labelled set of checkboxes; the value is the list of checked keys. */
export function CheckboxGroup({ label, options, children, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className="flex flex-col gap-2">
      <Label className="text-sm font-semibold">{label}</Label>
      {options && (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {options.map((option) => (
            <Checkbox key={option.key} value={option.key}>
              {option.label}
            </Checkbox>
          ))}
        </div>
      )}
      {children}
    </AriaCheckboxGroup>
  );
}

const tile = tv({
  base: 'relative overflow-hidden rounded-lg outline-offset-2',
  variants: {
    isSelected: { true: 'ring-4 ring-violet-700' },
    isFocusVisible: { true: 'outline-2 outline-violet-600' },
  },
});

/** A picture that is checked or not (linking images to a fursona): a ring and a tick mark the checked ones. */
export function CheckboxTile({ children, ...props }: Omit<AriaCheckboxProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <AriaCheckbox {...props} className={tile}>
      {({ isSelected }) => (
        <>
          {children}
          {isSelected && (
            <span aria-hidden="true" className="absolute top-1 right-1 rounded-full bg-violet-700 px-1.5 text-white">
              ✓
            </span>
          )}
        </>
      )}
    </AriaCheckbox>
  );
}
