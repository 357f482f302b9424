import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Names the action ('Remove image'), never a bare 'OK'. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
}

/**
 * An alert dialog before a destructive action: it says what will happen, Cancel has the focus (so Enter or
 * Escape changes nothing), and the confirming button names the action.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, cancelLabel = 'Cancel' }: ConfirmDialogProps) {
  return (
    <Dialog title={title} role="alertdialog">
      <div className="flex flex-col gap-2 text-neutral-800 dark:text-neutral-200">{children}</div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        {/* Red over the primary violet: the variant sets a background too, so these take precedence. */}
        <Button
          onPress={onConfirm}
          className="bg-red-700! text-white! hover:bg-red-800! dark:bg-red-300! dark:text-neutral-950! dark:hover:bg-red-200!"
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
