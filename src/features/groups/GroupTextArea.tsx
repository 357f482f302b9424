import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { fieldBorder, focusRing } from '../../ui/utils';

/** A labelled multi-line field with its description and error, for the longer texts of a group. */
export function GroupTextArea({
  label,
  description,
  value,
  onChange,
  errorMessage,
  isRequired = false,
  isDisabled = false,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{label}</Label>
      <TextArea
        rows={5}
        className={({ isFocusVisible, isInvalid }) =>
          focusRing({
            isFocusVisible,
            className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100 ${isInvalid ? 'border-red-700 dark:border-red-400' : fieldBorder}`,
          })
        }
      />
      {description && (
        <Text slot="description" className="text-sm text-neutral-600 dark:text-neutral-400">
          {description}
        </Text>
      )}
      <div aria-live="assertive">
        <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{errorMessage}</FieldError>
      </div>
    </TextField>
  );
}
