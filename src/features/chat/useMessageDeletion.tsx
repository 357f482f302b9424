import { useCallback } from 'react';
import { errorMessage } from '../../lib/graphqlErrors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { announce } from '../../ui/LiveAnnouncer';
import { openModal } from '../../ui/modalStack';
import { focusPageHeading } from '../../ui/pageTitle';
import { useDeleteChatMessageMutation } from './DeleteChatMessageMutation';

/**
 * Deleting one's own message asks first ("Delete this message?"; Cancel has the focus and puts it back on
 * Delete). Once confirmed the message reads as deleted at once, for both members (the server's MESSAGE_DELETED
 * event), and focus goes to the message field, since the Delete button it came from is gone.
 */
export function useMessageDeletion(roomId: string, connectionId: string) {
  const [commit] = useDeleteChatMessageMutation();
  const remove = useCallback(
    (seqId: number) =>
      commit({
        variables: { input: { roomId, seqId } },
        optimisticUpdater: (store) => {
          const edges = store.get(connectionId)?.getLinkedRecords('edges') ?? [];
          const record = edges.map((edge) => edge?.getLinkedRecord('node')).find((node) => node?.getValue('seqId') === seqId);
          record?.setValue(new Date().toISOString(), 'deletedAt');
          record?.getLinkedRecord('payload')?.setValue(null, 'content');
        },
        onCompleted: (_, errors) => announce(errors?.length ? errors[0].message : 'Message deleted.'),
        onError: (error) => announce(errorMessage(error)),
      }),
    [commit, roomId, connectionId],
  );
  return useCallback(
    (seqId: number) =>
      openModal((close) => (
        <ConfirmDialog
          title="Delete this message?"
          confirmLabel="Delete"
          onCancel={close}
          onConfirm={() => {
            close();
            remove(seqId);
            // The dialog hands focus back to Delete in the next frame, and finds it gone: the field takes it after.
            requestAnimationFrame(() => requestAnimationFrame(() => focusPageHeading()));
          }}
        >
          <p>It is deleted for everyone in this chat. This can't be undone.</p>
        </ConfirmDialog>
      )),
    [remove],
  );
}
