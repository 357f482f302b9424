import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { LikesReceivedItem } from './LikesReceivedItem';
import type { LikesReceivedList_viewer$key } from './__generated__/LikesReceivedList_viewer.graphql';

const PAGE = 20;

/** Members who like the viewer, newest like first, each with Like Back. */
export function LikesReceivedList({ viewer, onFollow }: { viewer: LikesReceivedList_viewer$key; onFollow?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LikesReceivedList_viewer on Viewer
      @refetchable(queryName: "LikesReceivedListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        likesReceived(first: $count, after: $cursor) @connection(key: "LikesReceivedList_likesReceived") {
          edges {
            node {
              id
              ...LikesReceivedItem_profile
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.likesReceived.edges;
  if (edges.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-neutral-700 dark:text-neutral-300">No likes yet.</p>;
  }
  return (
    <>
      <ul aria-label="Members who like you" className="flex flex-col gap-1">
        {edges.map((edge) => (
          <LikesReceivedItem key={edge.node.id} profile={edge.node} onFollow={onFollow} />
        ))}
      </ul>
      {hasNext && (
        <div className="flex justify-center p-2">
          <Button variant="secondary" isPending={isLoadingNext} onPress={() => loadNext(PAGE)}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
