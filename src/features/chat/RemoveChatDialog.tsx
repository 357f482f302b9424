import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Checkbox } from '../../ui/Checkbox';

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
      <Checkbox isSelected={deleteForOther} onChange={setDeleteForOther}>
        Delete it for {name} too
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
