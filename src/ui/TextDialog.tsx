import { useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { fieldBorder, focusRing } from './utils';

export interface TextDialogProps {
  title: string;
  label: string;
  initialValue: string | null;
  multiline?: boolean;
  /** Display name and username save only when non-empty (SPEC §5). */
  requireValue?: boolean;
  /** Longer is refused with a message, never cut: a silently shortened name is saved unseen. */
  maxLength?: number;
  onSave: (value: string) => void;
  onClose: () => void;
}

const fieldStyles = (multiline: boolean) => (renderProps: { isFocusVisible: boolean; isInvalid: boolean }) =>
  focusRing({
    isFocusVisible: renderProps.isFocusVisible,
    className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 dark:bg-neutral-900 ${renderProps.isInvalid ? 'border-red-700 dark:border-red-400' : fieldBorder} dark:text-neutral-100 ${multiline ? 'min-h-40' : ''}`,
  });

/** What is wrong with the trimmed value, in words under the field, or undefined when it may be saved. */
function problemOf(trimmed: string, label: string, requireValue: boolean, maxLength: number | undefined) {
  if (requireValue && !trimmed) return `${label} must not be empty.`;
  if (maxLength !== undefined && trimmed.length > maxLength) return `${label} must be at most ${maxLength} characters.`;
  return undefined;
}

/**
 * A dialog that edits one text value. The value is trimmed; a single-line dialog saves on Enter, a
 * multi-line one on Enter without Shift (SPEC §5).
 */
export function TextDialog({
  title,
  label,
  initialValue,
  multiline = false,
  requireValue = false,
  maxLength,
  onSave,
  onClose,
}: TextDialogProps) {
  const [value, setValue] = useState(initialValue ?? '');
  const [triedToSave, setTriedToSave] = useState(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const trimmed = value.trim();
  const problem = problemOf(trimmed, label, requireValue, maxLength);
  // Too long shows at once; empty only after a save was tried, so an emptied field is not scolded mid-edit.
  const shownProblem = triedToSave || (problem && trimmed) ? problem : undefined;

  const save = () => {
    if (problem) {
      setTriedToSave(true);
      field.current?.focus();
      return;
    }
    onSave(trimmed);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (multiline && event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Dialog title={title}>
      <Form
        className="flex flex-col gap-4"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField value={value} onChange={setValue} isInvalid={Boolean(shownProblem)} autoFocus className="flex flex-col gap-1">
          <Label className="text-sm font-medium">{label}</Label>
          {multiline ? (
            <TextArea ref={field} onKeyDown={onKeyDown} className={fieldStyles(true)} />
          ) : (
            <Input ref={field} className={fieldStyles(false)} />
          )}
          {/* Always mounted, so a problem found on Enter (focus already in the field) is still read out. */}
          <div aria-live="assertive">
            <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{shownProblem}</FieldError>
          </div>
        </TextField>
        {multiline && <p className="text-sm text-neutral-700 dark:text-neutral-300">Enter saves, Shift+Enter starts a new line.</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </Form>
    </Dialog>
  );
}
