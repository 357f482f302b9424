import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { shownName } from '../../lib/hiddenMember';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { GroupMemberRow } from './GroupMemberRow';
import { MEMBERS_CONNECTION } from './GroupMembers';
import { useApproveGroupRequestMutation } from './ApproveGroupRequestMutation';
import { useDeclineGroupRequestMutation } from './DeclineGroupRequestMutation';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import type { GroupJoinRequests_group$key } from './__generated__/GroupJoinRequests_group.graphql';

const REQUESTS_CONNECTION = 'GroupJoinRequests_joinRequests';

/** For the group's moderators: who asked to join, oldest first, each with Approve and Decline. */
export function GroupJoinRequests({ group }: { group: GroupJoinRequests_group$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment GroupJoinRequests_group on Group
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "GroupJoinRequestsPaginationQuery") {
        id
        joinRequests(first: $count, after: $cursor) @connection(key: "GroupJoinRequests_joinRequests") {
          edges {
            node {
              id
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
  const [commitApprove] = useApproveGroupRequestMutation();
  const [commitDecline] = useDeclineGroupRequestMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const edges = data.joinRequests.edges;
  const { listRef, fallbackRef, willRemove, keep } = useFocusAfterRemoval(edges.map((edge) => edge.node.id));
  const requests = ConnectionHandler.getConnectionID(data.id, REQUESTS_CONNECTION);
  const members = ConnectionHandler.getConnectionID(data.id, MEMBERS_CONNECTION);

  const answer = async (requestId: string, profileId: string, name: string, approve: boolean) => {
    setPending(requestId);
    setError(null);
    willRemove(requestId);
    const input = { groupId: data.id, profileId };
    try {
      if (approve)
        await commitAsync(
          commitApprove,
          {
            variables: { input, members: [members] },
            // The request becomes a membership (the same entry): it leaves the requests' list.
            updater: (store) => {
              const list = store.get(requests);
              if (list) ConnectionHandler.deleteNode(list, requestId);
            },
          },
          'Approve',
        );
      else await commitAsync(commitDecline, { variables: { input, connections: [requests] } }, 'Decline');
      announce(approve ? `${name} joined the group.` : `${name}'s request was declined.`);
    } catch (caught) {
      keep();
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="group-requests-heading" className="flex flex-col gap-2">
      <h2 id="group-requests-heading" ref={fallbackRef} className="text-xl font-bold">
        Join requests
      </h2>
      {edges.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">Nobody is waiting to join.</p>
      ) : (
        <ul
          ref={listRef}
          aria-labelledby="group-requests-heading"
          className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800"
        >
          {edges.map(({ node }) => {
            const name = shownName(node.profile.displayName);
            return (
              <GroupMemberRow key={node.id} member={node}>
                <div className="flex gap-2">
                  <Button
                    isPending={pending === node.id}
                    isDisabled={pending !== null && pending !== node.id}
                    onPress={() => void answer(node.id, node.profile.id, name, true)}
                    aria-label={`Approve ${name}`}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={pending !== null}
                    onPress={() => void answer(node.id, node.profile.id, name, false)}
                    aria-label={`Decline ${name}`}
                  >
                    Decline
                  </Button>
                </div>
              </GroupMemberRow>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      {hasNext && (
        <Button
          variant="secondary"
          className="self-start"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(30))}
        >
          Show more requests
        </Button>
      )}
    </section>
  );
}
