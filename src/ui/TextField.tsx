import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type InputProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps, fieldBorder, focusRing } from './utils';

const inputStyles = tv({
  extend: focusRing,
  base: 'w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400',
  variants: {
    isInvalid: {
      false: fieldBorder,
      true: 'border-red-700 dark:border-red-400',
    },
    isDisabled: {
      true: 'opacity-60',
    },
  },
});

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  inputClassName?: string;
  /** Extra attributes for the <input> itself (autoCapitalize, spellCheck, ...). */
  inputProps?: Omit<InputProps, 'className'>;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputClassName,
  inputProps,
  onKeyDown,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      onKeyDown={
        onKeyDown &&
        ((event) => {
          onKeyDown(event);
          // React Aria stops every key a field's handler sees; a key the caller left alone (Escape above all)
          // must still reach the Modal around the field, or the dialog becomes a keyboard trap.
          if (!event.isDefaultPrevented()) event.continuePropagation();
        })
      }
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      <Label className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{label}</Label>
      <Input
        {...inputProps}
        placeholder={placeholder}
        className={(renderProps) => inputStyles({ ...renderProps, className: inputClassName })}
      />
      {description && (
        <Text slot="description" className="text-sm text-neutral-600 dark:text-neutral-400">
          {description}
        </Text>
      )}
      {/* Always mounted, so an error that appears after a submit (a wrong login code) is read out at once. */}
      <div aria-live="assertive">
        <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  );
}
