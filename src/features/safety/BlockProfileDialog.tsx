import { useState } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { showToast } from '../../ui/Toast';
import { useBlockProfileMutation } from './BlockProfileMutation';

export interface BlockProfileDialogProps {
  uuid: string;
  name: string;
  close: () => void;
  /** Runs once the block is stored (the chat room leaves the lists, the page moves on). */
  onBlocked?: () => void;
  /** Extra store changes beside the block itself, such as dropping the chat room from the lists. */
  updater?: (store: RecordSourceSelectorProxy) => void;
}

/** Asks before blocking: the block cuts both ways at once, so the member should know what it does. */
export function BlockProfileDialog({ uuid, name, close, onBlocked, updater }: BlockProfileDialogProps) {
  const [commit, isInFlight] = useBlockProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const block = () => {
    if (isInFlight) return;
    setError(null);
    commit({
      variables: { input: { uuid } },
      updater: (store) => {
        // Every list that showed them (grid, search, chats) is read again on its next visit.
        store.invalidateStore();
        updater?.(store);
      },
      onCompleted: (_, errors) => {
        if (errors?.length) return setError(errors[0].message);
        close();
        showToast({ title: `${name} is blocked`, description: 'You can unblock them in Settings, Blocked Profiles.' });
        onBlocked?.();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    // An alert dialog: Cancel has the focus, so Enter or Escape blocks nobody by accident.
    <Dialog title={`Block ${name}?`} role="alertdialog">
      <p>
        {name} will no longer see your profile or reach you, and you will not see theirs. Your chats with them leave both of your lists.
      </p>
      <p>They are not told. You can unblock them any time in Settings, Blocked Profiles.</p>
      {error && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={close} autoFocus>
          Cancel
        </Button>
        <Button onPress={block} isPending={isInFlight} className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200">
          Block {name}
        </Button>
      </div>
    </Dialog>
  );
}
