import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { shownName } from '../../lib/hiddenMember';
import { countOf } from '../../lib/plural';
import { Button } from '../../ui/Button';
import { GroupMemberActions } from './GroupMemberActions';
import { GroupMemberRow } from './GroupMemberRow';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import type { GroupMembers_group$key } from './__generated__/GroupMembers_group.graphql';

export const MEMBERS_PAGE = 30;
export const MEMBERS_CONNECTION = 'GroupMembers_members';

/**
 * The members the viewer may see (each member's own privacy decides), owner and moderators first; moderators get a
 * menu of actions on each row.
 */
export function GroupMembers({ group, viewerProfileId }: { group: GroupMembers_group$key; viewerProfileId: string }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment GroupMembers_group on Group
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "GroupMembersPaginationQuery") {
        id
        displayName
        memberCount
        viewerRole
        viewerCanModerate
        members(first: $count, after: $cursor) @connection(key: "GroupMembers_members") {
          edges {
            node {
              id
              role
              profile {
                id
                displayName
              }
              ...GroupMemberRow_member
            }
          }
        }
      }
    `,
    group,
  );
  const [, startTransition] = useTransition();
  const edges = data.members.edges;
  const { listRef, fallbackRef, willRemove, keep } = useFocusAfterRemoval(edges.map((edge) => edge.node.id));
  const connectionId = ConnectionHandler.getConnectionID(data.id, MEMBERS_CONNECTION);
  const hidden = data.memberCount - edges.length;
  return (
    <section aria-labelledby="group-members-heading" className="flex flex-col gap-2">
      <h2 id="group-members-heading" ref={fallbackRef} className="text-xl font-bold">
        Members
      </h2>
      <ul
        ref={listRef}
        aria-labelledby="group-members-heading"
        className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800"
      >
        {edges.map(({ node }) => (
          <GroupMemberRow key={node.id} member={node}>
            {data.viewerCanModerate && (
              <GroupMemberActions
                group={{ id: data.id, displayName: data.displayName, viewerRole: data.viewerRole }}
                member={{
                  role: node.role,
                  name: shownName(node.profile.displayName),
                  profileId: node.profile.id,
                  isSelf: node.profile.id === viewerProfileId,
                }}
                connectionId={connectionId}
                onRemoving={() => willRemove(node.id)}
                onRemoveFailed={keep}
                onOwnerChanged={() => startTransition(() => void refetch({}, { fetchPolicy: 'network-only' }))}
              />
            )}
          </GroupMemberRow>
        ))}
      </ul>
      {!hasNext && hidden > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {countOf(hidden, 'more member is', 'more members are')} not shown to you.
        </p>
      )}
      {hasNext && (
        <Button
          variant="secondary"
          className="self-start"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(MEMBERS_PAGE))}
        >
          Show more members
        </Button>
      )}
    </section>
  );
}
