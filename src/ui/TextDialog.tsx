import { useState, type KeyboardEvent } from 'react';
import { Form, Input, Label, TextArea, TextField } from 'react-aria-components';
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
  maxLength?: number;
  onSave: (value: string) => void;
  onClose: () => void;
}

const fieldStyles = (multiline: boolean) => (renderProps: { isFocusVisible: boolean }) =>
  focusRing({
    ...renderProps,
    className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 dark:bg-neutral-900 ${fieldBorder} dark:text-neutral-100 ${multiline ? 'min-h-40' : ''}`,
  });

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
  const trimmed = value.trim();
  const canSave = !requireValue || trimmed.length > 0;

  const save = () => {
    if (!canSave) return;
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
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField value={value} onChange={setValue} maxLength={maxLength} autoFocus className="flex flex-col gap-1">
          <Label className="text-sm font-medium">{label}</Label>
          {multiline ? <TextArea onKeyDown={onKeyDown} className={fieldStyles(true)} /> : <Input className={fieldStyles(false)} />}
        </TextField>
        {multiline && <p className="text-sm text-neutral-700 dark:text-neutral-300">Enter saves, Shift+Enter starts a new line.</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={!canSave}>
            Save
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
