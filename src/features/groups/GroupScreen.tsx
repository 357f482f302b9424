import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from '../../ui/Link';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { usePageTitle } from '../../ui/pageTitle';
import { GroupAbout } from './GroupAbout';
import { GroupHeader } from './GroupHeader';
import { GroupJoinButton } from './GroupJoinButton';
import { GroupJoinRequests } from './GroupJoinRequests';
import { GroupMembers } from './GroupMembers';
import { GroupMenu } from './GroupMenu';
import { GroupsError } from './GroupsError';
import { GroupThreads } from './GroupThreads';
import type { GroupScreenQuery } from './__generated__/GroupScreenQuery.graphql';

export const groupScreenQuery = graphql`
  query GroupScreenQuery($uuid: String!) @throwOnFieldError {
    viewer @required(action: THROW) {
      profile {
        id
      }
    }
    group(uuid: $uuid) {
      displayName
      viewerCanModerate
      ...GroupHeader_group
      ...GroupJoinButton_group
      ...GroupMenu_group
      ...GroupAbout_group
      ...GroupMembers_group
      ...GroupJoinRequests_group
      ...GroupThreads_group
    }
  }
`;

/** /groups/{uuid}: a loading state, an error view with Retry, "Group not found", or the group. */
export function GroupScreen({ queryRef: initialRef }: { queryRef: PreloadedQuery<GroupScreenQuery> }) {
  const [queryRef, loadQuery] = useQueryLoader<GroupScreenQuery>(groupScreenQuery, initialRef);
  const retry = () => loadQuery(initialRef.variables, { fetchPolicy: 'network-only' });
  return (
    <ErrorBoundary FallbackComponent={GroupScreenError} onReset={retry}>
      <Suspense fallback={<LoadingScreen />}>{queryRef && <GroupView queryRef={queryRef} />}</Suspense>
    </ErrorBoundary>
  );
}

function GroupScreenError(props: Parameters<typeof GroupsError>[0]) {
  usePageTitle('Group could not load');
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <GroupsError {...props} />
    </main>
  );
}

function GroupView({ queryRef }: { queryRef: PreloadedQuery<GroupScreenQuery> }) {
  const { viewer, group } = usePreloadedQuery<GroupScreenQuery>(groupScreenQuery, queryRef);
  if (!group) return <GroupNotFound />;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <GroupTitle name={group.displayName} />
      <GroupHeader group={group}>
        <div className="flex flex-wrap items-start gap-3">
          <GroupJoinButton group={group} />
          <GroupMenu group={group} />
        </div>
      </GroupHeader>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-8">
          <GroupAbout group={group} />
          <GroupThreads group={group} />
        </div>
        <aside aria-label="People" className="flex min-w-0 flex-col gap-8">
          {group.viewerCanModerate && <GroupJoinRequests group={group} />}
          <GroupMembers group={group} viewerProfileId={viewer.profile.id} />
        </aside>
      </div>
    </main>
  );
}

function GroupTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

function GroupNotFound() {
  usePageTitle('Group not found');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Group not found</h1>
      <p className="text-neutral-700 dark:text-neutral-300">This group may have closed, or it isn't open to you.</p>
      <Link to="/groups">Find other groups</Link>
    </main>
  );
}
