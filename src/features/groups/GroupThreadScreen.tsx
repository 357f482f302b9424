import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/pageTitle';
import { GroupThreadView } from './GroupThreadView';
import type { GroupThreadScreenQuery } from './__generated__/GroupThreadScreenQuery.graphql';

export const groupThreadScreenQuery = graphql`
  query GroupThreadScreenQuery($threadUuid: String!) @throwOnFieldError {
    viewer @required(action: THROW) {
      profile {
        id
      }
    }
    groupThread(uuid: $threadUuid) {
      title
      ...GroupThreadView_thread
    }
  }
`;

/**
 * /groups/<group>/threads/<thread>. A thread that is gone or hidden from the viewer (another age pool, a block, a
 * group they may not see) reads the same: not available, with the way back to the group.
 */
export function GroupThreadScreen({ queryRef, groupUuid }: { queryRef: PreloadedQuery<GroupThreadScreenQuery>; groupUuid: string }) {
  const { viewer, groupThread } = useRouteQuery<GroupThreadScreenQuery>(groupThreadScreenQuery, queryRef);
  usePageTitle(groupThread ? groupThread.title : 'Thread not available');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6">
      {groupThread ? (
        <GroupThreadView thread={groupThread} viewerProfileId={viewer.profile.id} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <h1 tabIndex={-1} className="text-2xl font-bold outline-0">
            Thread not available
          </h1>
          <p>This thread was deleted, or you can't see it.</p>
          <Link to="/groups/$uuid" params={{ uuid: groupUuid }}>
            Back to the group
          </Link>
        </div>
      )}
    </main>
  );
}
