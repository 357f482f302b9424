import { MenuTrigger } from 'react-aria-components';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { announce } from '../../ui/LiveAnnouncer';
import { Menu, MenuItem } from '../../ui/Menu';
import { openModal } from '../../ui/modalStack';
import { showToast } from '../../ui/Toast';
import { memberActionRights } from './memberRoles';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useRemoveGroupMemberMutation } from './RemoveGroupMemberMutation';
import { useSetGroupModeratorMutation } from './SetGroupModeratorMutation';
import { useTransferGroupOwnershipMutation } from './TransferGroupOwnershipMutation';

interface GroupMemberActionsProps {
  group: { id: string; displayName: string; viewerRole: string | null | undefined };
  member: { role: string | null | undefined; name: string; profileId: string; isSelf: boolean };
  /** The members connection the row lives in, which a removal takes it out of. */
  connectionId: string;
  /** Called just before a removal is sent, so focus can follow the row's leaving. */
  onRemoving: () => void;
  onRemoveFailed: () => void;
  /** After a hand-over: roles changed on two rows, so the list is read again. */
  onOwnerChanged: () => void;
}

function failed(title: string) {
  return (error: unknown) => showToast({ title, description: error instanceof Error ? error.message : String(error) });
}

/** A moderator's menu on one member's row; each action asks for confirmation first. */
export function GroupMemberActions({ group, member, connectionId, onRemoving, onRemoveFailed, onOwnerChanged }: GroupMemberActionsProps) {
  const rights = memberActionRights(group.viewerRole, member.role, member.isSelf);
  const [commitRemove] = useRemoveGroupMemberMutation();
  const [commitModerator] = useSetGroupModeratorMutation();
  const [commitTransfer] = useTransferGroupOwnershipMutation();
  if (!rights.remove && !rights.handOver && !rights.makeModerator && !rights.removeModerator) return null;
  const { name } = member;
  const target = { groupId: group.id, profileId: member.profileId };

  const remove = () =>
    openModal((close) => (
      <RemoveMemberDialog
        memberName={name}
        groupName={group.displayName}
        onCancel={close}
        onConfirm={(ban) => {
          close();
          onRemoving();
          commitAsync(commitRemove, { variables: { input: { ...target, ban }, connections: [connectionId] } }, 'Remove member').then(
            () => announce(ban ? `${name} was removed and banned.` : `${name} was removed.`),
            (error: unknown) => {
              onRemoveFailed();
              failed(`Could not remove ${name}`)(error);
            },
          );
        }}
      />
    ));
  const setModerator = (isModerator: boolean) =>
    openModal((close) => (
      <ConfirmDialog
        title={isModerator ? `Make ${name} a moderator?` : `Remove ${name} as moderator?`}
        confirmLabel={isModerator ? 'Make moderator' : 'Remove as moderator'}
        onCancel={close}
        onConfirm={() => {
          close();
          commitAsync(commitModerator, { variables: { input: { ...target, isModerator } } }, 'Moderator').then(
            () => announce(isModerator ? `${name} is now a moderator.` : `${name} is no longer a moderator.`),
            failed(`Could not change ${name}'s role`),
          );
        }}
      >
        <p>
          {isModerator
            ? 'Moderators answer join requests, remove and ban members and delete posts.'
            : `${name} stays in the group as a member.`}
        </p>
      </ConfirmDialog>
    ));
  const handOver = () =>
    openModal((close) => (
      <ConfirmDialog
        title={`Hand ${group.displayName} over to ${name}?`}
        confirmLabel="Hand over ownership"
        onCancel={close}
        onConfirm={() => {
          close();
          commitAsync(commitTransfer, { variables: { input: target } }, 'Hand over').then(() => {
            announce(`${name} now owns ${group.displayName}. You are a moderator.`);
            onOwnerChanged();
          }, failed('Could not hand the group over'));
        }}
      >
        <p>{name} becomes the owner and you stay on as a moderator. Only they can hand it back.</p>
      </ConfirmDialog>
    ));
  const actions: Record<string, () => void> = {
    makeModerator: () => setModerator(true),
    removeModerator: () => setModerator(false),
    handOver,
    remove,
  };
  return (
    <MenuTrigger>
      <Button variant="secondary">
        <span aria-hidden>⋯</span>
        <span className="sr-only">Actions for {name}</span>
      </Button>
      <Menu onAction={(key) => actions[String(key)]?.()}>
        {rights.makeModerator && <MenuItem id="makeModerator">Make moderator</MenuItem>}
        {rights.removeModerator && <MenuItem id="removeModerator">Remove as moderator</MenuItem>}
        {rights.handOver && <MenuItem id="handOver">Hand over ownership</MenuItem>}
        {rights.remove && <MenuItem id="remove">Remove from group</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}
