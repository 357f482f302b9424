import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { GroupCard } from './GroupCard';
import type { GroupDirectoryList_query$key } from './__generated__/GroupDirectoryList_query.graphql';

/** The directory's page size, as the server's default. */
export const DIRECTORY_PAGE = 30;

export interface DirectoryVariables {
  search: string | null;
  isAd: boolean;
  verifiedOnly: boolean;
}

/** "No groups found", "1 group found", "30 or more groups found". */
export function groupCountText(count: number, hasMore: boolean): string {
  if (count === 0) return 'No groups found';
  return `${hasMore ? `${count} or more` : count} ${count === 1 && !hasMore ? 'group' : 'groups'} found`;
}

/**
 * Groups near the member, then by size; a new search or filter refetches the list in place (the old list stays,
 * dimmed, until the new one is in) and says how many it found.
 */
export function GroupDirectoryList({ query, variables }: { query: GroupDirectoryList_query$key; variables: DirectoryVariables }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment GroupDirectoryList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        search: { type: "String" }
        isAd: { type: "Boolean", defaultValue: false }
        verifiedOnly: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "GroupDirectoryListPaginationQuery") {
        groups(search: $search, isAd: $isAd, verifiedOnly: $verifiedOnly, first: $count, after: $cursor)
          @connection(key: "GroupDirectoryList_groups", filters: ["search", "isAd", "verifiedOnly"]) {
          edges {
            node {
              id
              viewerStatus
              ...GroupCard_group
            }
          }
        }
      }
    `,
    query,
  );
  const [isPending, startTransition] = useTransition();
  const key = JSON.stringify(variables);
  const shown = useRef(key);
  const toAnnounce = useRef(false);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    toAnnounce.current = true;
    startTransition(() => {
      refetch(JSON.parse(key) as DirectoryVariables, { fetchPolicy: 'store-or-network' });
    });
  }, [key, refetch]);

  // The member's own groups are listed above (Viewer.groups); one joined a moment ago leaves this list at once.
  const edges = data.groups.edges.filter((edge) => edge.node.viewerStatus !== 'MEMBER');
  useEffect(() => {
    if (isPending || !toAnnounce.current) return;
    toAnnounce.current = false;
    announce(groupCountText(edges.length, hasNext));
  }, [isPending, edges.length, hasNext]);

  const isFiltered = Boolean(variables.search) || variables.verifiedOnly || variables.isAd;
  return (
    <div aria-busy={isPending || undefined} className={isPending ? 'opacity-60 transition-opacity' : undefined}>
      {edges.length === 0 ? (
        <div className="py-12 text-center">
          {isFiltered ? (
            <>
              <p className="text-xl font-bold">No groups found :(</p>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                {variables.search ? `No group's name holds “${variables.search}”. ` : ''}Try another name, or turn off a filter.
              </p>
            </>
          ) : (
            <>
              <p className="text-xl font-bold">No groups near you yet</p>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                Be the first:{' '}
                <Link to="/groups/new" variant="inline">
                  start a group
                </Link>{' '}
                for the furries around you.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul aria-label="Groups" data-testid="group-directory" data-loaded={edges.length} className="grid gap-3 md:grid-cols-2">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <GroupCard group={edge.node} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            isPending={isLoadingNext}
            onPress={() =>
              loadNext(DIRECTORY_PAGE, {
                onComplete: (error) => {
                  if (!error) announce('More groups shown');
                },
              })
            }
          >
            Show more groups
          </Button>
        </div>
      )}
      {isPending && (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
    </div>
  );
}
