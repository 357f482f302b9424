import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';

/** Confirms taking a member out of a group, with the choice to keep them from coming back. */
export function RemoveMemberDialog({
  memberName,
  groupName,
  onConfirm,
  onCancel,
}: {
  memberName: string;
  groupName: string;
  onConfirm: (ban: boolean) => void;
  onCancel: () => void;
}) {
  const [ban, setBan] = useState(false);
  return (
    <Dialog title={`Remove ${memberName} from ${groupName}?`} role="alertdialog">
      <p className="text-neutral-800 dark:text-neutral-200">
        They leave the group at once. Without a ban they can join again (or ask to, in a closed group).
      </p>
      <Checkbox isSelected={ban} onChange={setBan}>
        Also ban them from rejoining
      </Checkbox>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          onPress={() => onConfirm(ban)}
          className="bg-red-700! text-white! hover:bg-red-800! dark:bg-red-300! dark:text-neutral-950! dark:hover:bg-red-200!"
        >
          {ban ? 'Remove and ban' : 'Remove member'}
        </Button>
      </div>
    </Dialog>
  );
}
