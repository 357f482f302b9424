import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';

/**
 * While an edit screen has unsaved changes, leaving it (a link, Back, closing the tab) asks first: a member's
 * typing is never thrown away without their say.
 */
export function DiscardChangesGuard({ hasChanges }: { hasChanges: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => hasChanges, enableBeforeUnload: hasChanges, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && blocker.reset()}>
      <ConfirmDialog
        title="Discard changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onCancel={blocker.reset}
        onConfirm={blocker.proceed}
      >
        <p>You have changes you haven't saved. If you leave now, they are lost.</p>
      </ConfirmDialog>
    </Modal>
  );
}
