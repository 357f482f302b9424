import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { announce } from '../../ui/LiveAnnouncer';
import { openModal } from '../../ui/modalStack';
import { useJoinGroupMutation } from './JoinGroupMutation';
import { useLeaveGroupMutation } from './LeaveGroupMutation';
import type { GroupJoinButton_group$key, GroupJoinButton_group$data } from './__generated__/GroupJoinButton_group.graphql';

type Action = 'join' | 'request' | 'withdraw' | 'leave' | 'refused';

/** What the member can do about the group now: join, ask to, withdraw the ask, leave, or nothing (and why). */
export function joinAction(group: Pick<GroupJoinButton_group$data, 'viewerStatus' | 'joinPolicy' | 'joinPermission'>): Action {
  if (group.viewerStatus === 'MEMBER') return 'leave';
  if (group.viewerStatus === 'REQUESTED') return 'withdraw';
  if (group.viewerStatus === 'BANNED' || !group.joinPermission.allowed) return 'refused';
  return group.joinPolicy === 'OPEN' ? 'join' : 'request';
}

const LABELS: Record<Action, string> = {
  join: 'Join group',
  request: 'Request to join',
  withdraw: 'Withdraw request',
  leave: 'Leave group',
  refused: 'Join group',
};

/** Sets what joining or withdrawing changes on the group at once; Relay rolls it back if the server refuses. */
function optimisticStatus(groupId: string, status: 'MEMBER' | 'REQUESTED' | 'NONE') {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(groupId);
    if (!record) return;
    record.setValue(status, 'viewerStatus');
    if (status === 'MEMBER') {
      record.setValue('MEMBER', 'viewerRole');
      record.setValue(Number(record.getValue('memberCount') ?? 0) + 1, 'memberCount');
    }
  };
}

/**
 * The group page's main button. It stays one button whose words change (Join group → Leave group), so focus stays
 * on it; joining an open group and asking to join show at once, and a refusal puts them back with the server's words.
 */
export function GroupJoinButton({ group }: { group: GroupJoinButton_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupJoinButton_group on Group {
        id
        displayName
        joinPolicy
        viewerStatus
        viewerRole
        joinPermission {
          allowed
          reason
        }
      }
    `,
    group,
  );
  const [commitJoin, joining] = useJoinGroupMutation();
  const [commitLeave, leaving] = useLeaveGroupMutation();
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const action = joinAction(data);
  const name = data.displayName;
  const input = { groupId: data.id };

  const run = (change: Promise<unknown>, done: string) => {
    setError(null);
    change.then(
      () => announce(done),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  };
  const join = () =>
    run(
      commitAsync(
        commitJoin,
        { variables: { input }, optimisticUpdater: optimisticStatus(data.id, action === 'join' ? 'MEMBER' : 'REQUESTED') },
        'Join',
      ),
      action === 'join' ? `You joined ${name}.` : `Your request to join ${name} was sent to its moderators.`,
    );
  const withdraw = () =>
    run(
      commitAsync(commitLeave, { variables: { input }, optimisticUpdater: optimisticStatus(data.id, 'NONE') }, 'Withdraw'),
      `Your request to join ${name} was withdrawn.`,
    );
  const leave = () =>
    openModal((close) => (
      <ConfirmDialog
        title={`Leave ${name}?`}
        confirmLabel="Leave group"
        onCancel={close}
        onConfirm={() => {
          close();
          run(commitAsync(commitLeave, { variables: { input } }, 'Leave'), `You left ${name}.`);
        }}
      >
        <p>
          {data.joinPolicy === 'CLOSED'
            ? "It's a closed group: to come back you will have to ask its moderators again."
            : 'You can join again whenever you like.'}
        </p>
      </ConfirmDialog>
    ));
  const onPress = { join, request: join, withdraw, leave, refused: () => undefined }[action];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={action === 'leave' || action === 'withdraw' ? 'secondary' : 'primary'}
          isDisabled={action === 'refused'}
          isPending={joining || leaving}
          onPress={onPress}
          aria-describedby={action === 'refused' || action === 'withdraw' ? reasonId : undefined}
        >
          {LABELS[action]}
        </Button>
        {action === 'withdraw' && (
          <span id={reasonId} className="text-sm font-medium text-violet-800 dark:text-violet-300">
            Request sent: the group's moderators will decide.
          </span>
        )}
        {action === 'leave' && data.viewerRole && (
          <span className="text-sm font-medium text-violet-800 dark:text-violet-300">
            {data.viewerRole === 'OWNER' ? "You're the owner" : data.viewerRole === 'MODERATOR' ? "You're a moderator" : "You're a member"}
          </span>
        )}
      </div>
      {action === 'refused' && (
        <p id={reasonId} className="text-sm text-neutral-700 dark:text-neutral-300">
          {data.joinPermission.reason ?? 'You cannot join this group.'}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
