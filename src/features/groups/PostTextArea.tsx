import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { fieldBorder, focusRing } from '../../ui/utils';

interface PostTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes (shared/groupPosts.ts): the count says how close the text is. */
  max: number;
  error: string | null;
  rows?: number;
  autoFocus?: boolean;
  /** A one-line field (a title) instead of a text area. */
  singleLine?: boolean;
}

/** A labelled text field for a post, with its character count and its error tied to it (aria-describedby). */
export function PostTextArea({ label, value, onChange, max, error, rows = 5, autoFocus, singleLine = false }: PostTextAreaProps) {
  const className = (renderProps: { isFocusVisible: boolean }) =>
    focusRing({
      ...renderProps,
      className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100 ${error ? 'border-red-700 dark:border-red-400' : fieldBorder}`,
    });
  return (
    <TextField
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={Boolean(error)}
      autoFocus={autoFocus}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">{label}</Label>
      {singleLine ? <Input className={className} /> : <TextArea rows={rows} className={className} />}
      <Text slot="description" className="text-sm text-neutral-600 dark:text-neutral-400">
        {value.trim().length.toLocaleString('en')} of {max.toLocaleString('en')} characters
      </Text>
      <div role="alert">{error && <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{error}</FieldError>}</div>
    </TextField>
  );
}
