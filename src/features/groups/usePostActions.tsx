import { useCallback } from 'react';
import { ConnectionHandler } from 'relay-runtime';
import { errorMessage } from '../../lib/graphqlErrors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { announce } from '../../ui/LiveAnnouncer';
import { openModal } from '../../ui/modalStack';
import { focusPageHeading } from '../../ui/pageTitle';
import { useDeleteGroupPostMutation } from './DeleteGroupPostMutation';
import { ReportGroupPostDialog, type ReportedPost } from './ReportGroupPostDialog';

/**
 * Deleting and reporting a thread or a reply. Delete asks first (Cancel has the focus); a deleted reply leaves
 * the thread at once and focus goes to the thread's heading, since the button it came from is gone. A deleted
 * thread calls `onThreadDeleted` (the view leaves for the group page).
 */
export function usePostActions({ repliesConnectionId, onThreadDeleted }: { repliesConnectionId: string; onThreadDeleted: () => void }) {
  const [commit] = useDeleteGroupPostMutation();
  const remove = useCallback(
    (post: ReportedPost) =>
      commit({
        variables: { input: { postId: post.id } },
        optimisticUpdater: (store) => {
          const connection = store.get(repliesConnectionId);
          if (post.kind === 'reply' && connection) ConnectionHandler.deleteNode(connection, post.id);
        },
        updater: (store) => {
          const connection = store.get(repliesConnectionId);
          if (post.kind === 'reply' && connection) ConnectionHandler.deleteNode(connection, post.id);
        },
        onCompleted: (_, errors) => {
          if (errors?.length) return announce(errors[0].message);
          if (post.kind === 'thread') onThreadDeleted();
          else announce('Reply deleted.');
        },
        onError: (error) => announce(errorMessage(error)),
      }),
    [commit, repliesConnectionId, onThreadDeleted],
  );
  const confirmDelete = useCallback(
    (post: ReportedPost) =>
      openModal((close) => (
        <ConfirmDialog
          title={post.kind === 'thread' ? 'Delete this thread?' : 'Delete this reply?'}
          confirmLabel="Delete"
          onCancel={close}
          onConfirm={() => {
            close();
            remove(post);
            // The dialog hands focus back to Delete in the next frame and finds it gone: the heading takes it after.
            requestAnimationFrame(() => requestAnimationFrame(() => focusPageHeading()));
          }}
        >
          <p>
            {post.kind === 'thread'
              ? 'The thread and all its replies are deleted for everyone in the group.'
              : 'It is deleted for everyone in the group.'}{' '}
            This can't be undone.
          </p>
        </ConfirmDialog>
      )),
    [remove],
  );
  const report = useCallback((post: ReportedPost) => openModal((close) => <ReportGroupPostDialog post={post} close={close} />), []);
  return { confirmDelete, report };
}
