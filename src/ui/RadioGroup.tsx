import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps, focusRing } from './utils';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: ReactNode;
  /** Settings sections label their group in body size; dialogs in small print. */
  labelSize?: 'sm' | 'base';
  /** Shown while the group is invalid (a required choice not made). */
  errorMessage?: string;
  children: ReactNode;
}

/** A labelled group of radios; the options follow the label in whatever layout `children` gives them. */
export function RadioGroup({ label, labelSize = 'base', errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-2')}>
      <Label className={labelSize === 'sm' ? 'text-sm font-semibold' : 'font-semibold'}>{label}</Label>
      {children}
      {errorMessage && <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{errorMessage}</FieldError>}
    </AriaRadioGroup>
  );
}

const pill = tv({
  extend: focusRing,
  base: 'cursor-default rounded-full border px-3 py-1.5 text-sm',
  variants: {
    isSelected: {
      false: 'border-neutral-400 dark:border-neutral-500',
      true: 'border-violet-700 bg-violet-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950',
    },
  },
});

/** One choice drawn as a pill that fills when chosen (search types, distances, precisions, lengths). */
export function RadioPill({ children, ...props }: Omit<AriaRadioProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <AriaRadio {...props} className={pill}>
      {children}
    </AriaRadio>
  );
}

/** One choice drawn as a round mark beside its text, for a list of longer answers. */
export function RadioRow({ children, ...props }: Omit<AriaRadioProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <AriaRadio
      {...props}
      className={(renderProps) => focusRing({ ...renderProps, className: 'flex items-center gap-2 rounded-lg py-1 text-sm' })}
    >
      {({ isSelected }) => (
        <>
          <SelectionMark isSelected={isSelected} shape="round" />
          {children}
        </>
      )}
    </AriaRadio>
  );
}

/** The mark of a radio row (round) or of a check row beside it (rounded square), filled when chosen. */
export function SelectionMark({ isSelected, shape }: { isSelected: boolean; shape: 'round' | 'rounded' }) {
  const frame = shape === 'round' ? 'rounded-full' : 'rounded';
  return (
    <span
      aria-hidden
      className={`flex h-5 w-5 flex-none items-center justify-center border-2 border-violet-700 dark:border-violet-300 ${frame}`}
    >
      {isSelected && <span className={`h-2.5 w-2.5 bg-violet-700 dark:bg-violet-300 ${frame}`} />}
    </span>
  );
}
