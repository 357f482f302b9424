import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Button } from '../../../ui/Button';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { useRowRemoval } from './useRowRemoval';
import { SettingsPage } from '../SettingsPage';
import { useUnblockGroupMutation } from '../mutations/UnblockGroupMutation';
import type { BlockedGroupsScreenQuery } from './__generated__/BlockedGroupsScreenQuery.graphql';

export const blockedGroupsScreenQuery = graphql`
  query BlockedGroupsScreenQuery {
    viewer @required(action: THROW) {
      blockedContent {
        groups {
          id
          uuid
          displayName
        }
      }
    }
  }
`;

/** The groups the member blocked (gone from their directory and the profiles they visit), each with Unblock. */
export function BlockedGroupsScreen({ queryRef }: { queryRef: PreloadedQuery<BlockedGroupsScreenQuery> }) {
  const { viewer } = useRouteQuery<BlockedGroupsScreenQuery>(blockedGroupsScreenQuery, queryRef);
  const [commit] = useUnblockGroupMutation();
  const groups = viewer.blockedContent.groups;
  const { listRef, pending, error, remove } = useRowRemoval(groups.map((group) => group.uuid));
  const unblock = (group: (typeof groups)[number], index: number) =>
    remove(
      group.uuid,
      index,
      () =>
        commitAsync(
          commit,
          // The directory and profiles loaded before left the group out: they load again when next opened.
          { variables: { input: { groupId: group.id } }, updater: (store) => store.invalidateStore() },
          'Unblock',
        ),
      `${group.displayName} is unblocked.`,
    );

  return (
    <SettingsPage title="Blocked Groups" back={{ to: '/settings/content-options', label: 'Content Preferences' }}>
      <div ref={listRef}>
        <Card className="p-2">
          {groups.length === 0 ? (
            <p className="p-3 text-neutral-700 dark:text-neutral-300">You have not blocked any groups.</p>
          ) : (
            <ul aria-label="Blocked groups" className="flex flex-col">
              {groups.map((group, index) => (
                <li key={group.uuid} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 font-medium break-words">{group.displayName}</span>
                  <Button
                    variant="secondary"
                    isPending={pending === group.uuid}
                    onPress={() => unblock(group, index)}
                    aria-label={`Unblock ${group.displayName}`}
                  >
                    Unblock
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </SettingsPage>
  );
}
