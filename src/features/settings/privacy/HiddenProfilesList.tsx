import { startTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { commitAsync } from '../../../relay/commitAsync';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Link } from '../../../ui/Link';
import { useUnhideProfileMutation } from '../mutations/UnhideProfileMutation';
import { useRowRemoval } from './useRowRemoval';
import type { HiddenProfilesList_viewer$key } from './__generated__/HiddenProfilesList_viewer.graphql';

const PAGE = 30;

/**
 * The profiles the viewer hid, newest first, each with Unhide. After Unhide the row leaves the list and focus
 * moves to the Unhide button now in its place (or the one before it), or to the page's heading when none is left.
 */
export function HiddenProfilesList({ viewer }: { viewer: HiddenProfilesList_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment HiddenProfilesList_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "HiddenProfilesListPaginationQuery") {
        hiddenProfiles(first: $count, after: $cursor) @connection(key: "HiddenProfilesList_hiddenProfiles") {
          __id
          edges {
            node {
              id
              uuid
              displayName
              primaryImage {
                image {
                  url(width: 64)
                }
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [commit] = useUnhideProfileMutation();
  const connectionId = data.hiddenProfiles.__id;
  const edges = data.hiddenProfiles.edges;
  const { listRef, pending, error, remove } = useRowRemoval(edges.map((edge) => edge.node.id));

  const unhide = (profile: { id: string; uuid: string; displayName: string }, index: number) =>
    remove(
      profile.id,
      index,
      () =>
        commitAsync(
          commit,
          {
            variables: { input: { uuid: profile.uuid } },
            updater: (store) => {
              const connection = store.get(connectionId);
              if (connection) ConnectionHandler.deleteNode(connection, profile.id);
              // The grid and search are read again on their next visit, with this profile (as the profile's own menu does).
              store.invalidateStore();
            },
          },
          'Unhide',
        ),
      `${profile.displayName} shows in your grid and search again.`,
    );

  return (
    <div ref={listRef} className="flex flex-col gap-4">
      <Card className="p-2">
        {edges.length === 0 ? (
          <p className="p-3 text-neutral-700 dark:text-neutral-300">You have not hidden anyone.</p>
        ) : (
          <ul aria-label="Hidden profiles" className="flex flex-col">
            {edges.map(({ node: profile }, index) => (
              <li key={profile.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to="/profiles/$uuid"
                  params={{ uuid: profile.uuid }}
                  variant="plain"
                  className="flex min-w-0 items-center gap-3 rounded-lg font-medium"
                >
                  {profile.primaryImage ? (
                    <img src={profile.primaryImage.image.url} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />
                  ) : (
                    <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-full bg-neutral-200 dark:bg-neutral-700" />
                  )}
                  <span className="truncate">{profile.displayName}</span>
                </Link>
                <Button
                  variant="secondary"
                  isPending={pending === profile.id}
                  onPress={() => void unhide(profile, index)}
                  aria-label={`Unhide ${profile.displayName}`}
                >
                  Unhide
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {hasNext && (
        <Button
          variant="secondary"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(PAGE))}
          className="self-center"
        >
          Show more
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
