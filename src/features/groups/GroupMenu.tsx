import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import { MenuTrigger } from 'react-aria-components';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Menu, MenuItem } from '../../ui/Menu';
import { openModal } from '../../ui/modalStack';
import { showToast } from '../../ui/Toast';
import { useBlockGroupMutation } from './BlockGroupMutation';
import type { GroupMenu_group$key } from './__generated__/GroupMenu_group.graphql';

/** More actions for a group: block it, so it leaves the member's directory and the profiles they visit. */
export function GroupMenu({ group }: { group: GroupMenu_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupMenu_group on Group {
        id
        displayName
      }
    `,
    group,
  );
  const [commitBlock] = useBlockGroupMutation();
  const navigate = useNavigate();
  const name = data.displayName;
  const block = () =>
    openModal((close) => (
      <ConfirmDialog
        title={`Block ${name}?`}
        confirmLabel="Block group"
        onCancel={close}
        onConfirm={() => {
          close();
          commitAsync(
            commitBlock,
            {
              variables: { input: { groupId: data.id } },
              // The directory and profiles loaded before still list the group: they load again when next opened.
              updater: (store) => store.invalidateStore(),
            },
            'Block group',
          ).then(
            () => {
              showToast({ title: `${name} is blocked`, description: 'Unblock it in Content Preferences whenever you like.' });
              void navigate({ to: '/groups' });
            },
            (error: unknown) => showToast({ title: 'Could not block the group', description: (error as Error).message }),
          );
        }}
      >
        <p>You will no longer see this group in the directory or on profiles. You can unblock it in Content Preferences.</p>
      </ConfirmDialog>
    ));
  return (
    <MenuTrigger>
      <Button variant="secondary">
        <span aria-hidden>⋯</span>
        More<span className="sr-only"> actions for {name}</span>
      </Button>
      <Menu onAction={(key) => key === 'block' && block()}>
        <MenuItem id="block">Block group</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
