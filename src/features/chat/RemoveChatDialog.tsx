import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Confirms removing a chat from one's list, optionally deleting it for the other member too. */
export function RemoveChatDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string;
  onCancel: () => void;
  onConfirm: (deleteForOther: boolean) => void;
}) {
  const [deleteForOther, setDeleteForOther] = useState(false);
  return (
    <Dialog title="Remove chat">
      <p>The chat with {name} disappears from your list.</p>
      <Checkbox isSelected={deleteForOther} onChange={setDeleteForOther} className="flex items-center gap-2 text-sm">
        {({ isSelected }) => (
          <>
            <span
              aria-hidden
              className={`flex h-5 w-5 items-center justify-center rounded border-2 border-violet-700 ${isSelected ? 'bg-violet-700 text-white' : ''}`}
            >
              {isSelected ? '✓' : ''}
            </span>
            Delete it for {name} too
          </>
        )}
      </Checkbox>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button onPress={() => onConfirm(deleteForOther)}>Remove</Button>
      </div>
    </Dialog>
  );
}
