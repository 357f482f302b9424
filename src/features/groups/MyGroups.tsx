import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { GroupCard } from './GroupCard';
import type { MyGroups_viewer$key } from './__generated__/MyGroups_viewer.graphql';

/** The groups the member belongs to, by name, above the directory. */
export function MyGroups({ viewer }: { viewer: MyGroups_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyGroups_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "MyGroupsPaginationQuery") {
        groups(first: $count, after: $cursor) @connection(key: "MyGroups_groups") {
          edges {
            node {
              id
              ...GroupCard_group
            }
          }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  const edges = data.groups.edges;
  return (
    <section aria-labelledby="my-groups-heading" className="flex flex-col gap-3">
      <h2 id="my-groups-heading" className="text-xl font-bold">
        Your groups
      </h2>
      {edges.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">You have not joined any groups yet. Find one below, or start your own.</p>
      ) : (
        <ul aria-labelledby="my-groups-heading" className="grid gap-3 md:grid-cols-2">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <GroupCard group={edge.node} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button
          variant="secondary"
          className="self-start"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(50))}
        >
          Show more of your groups
        </Button>
      )}
    </section>
  );
}
