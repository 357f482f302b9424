import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { errorBarText } from '../../../lib/editState';
import { clearAuth } from '../../../state/auth';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { commitAsync } from '../../../relay/commitAsync';
import { useDeleteAccountMutation } from '../mutations/DeleteAccountMutation';

export const DELETE_WARNING =
  'Your account can no longer be used to log in until you register again. Your uploaded pictures, your personal info and the private chat messages you sent will be deleted.';

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [commit, isDeleting] = useDeleteAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await commitAsync(commit, { variables: { input: { confirm: true } } }, 'Delete account');
      onClose();
      clearAuth();
      void navigate({ to: '/login', replace: true });
    } catch (caught) {
      setError(errorBarText(caught));
    }
  };
  return (
    <Dialog title="Delete account?" role="alertdialog">
      <p>{DELETE_WARNING}</p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onClose} autoFocus>
          Cancel
        </Button>
        <Button onPress={confirm} isPending={isDeleting} className="bg-red-700 hover:bg-red-800 dark:bg-red-300">
          Delete my account
        </Button>
      </div>
    </Dialog>
  );
}
