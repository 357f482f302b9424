import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { NotificationItem } from './NotificationItem';
import type { NotificationList_viewer$key } from './__generated__/NotificationList_viewer.graphql';

const PAGE = 20;

/** The viewer's notifications, newest first, kept live by the subscription; more on "Show more". */
export function NotificationList({ viewer, onFollow }: { viewer: NotificationList_viewer$key; onFollow?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NotificationList_viewer on Viewer
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.notifications.edges;
  if (edges.length === 0) {
    return (
      <p className="px-3 py-6 text-center text-sm text-neutral-700 dark:text-neutral-300">
        Nothing yet. Likes, mutual likes, chat requests, messages and replies to your threads show up here.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Notifications" className="flex flex-col gap-1">
        {edges.map((edge) => (
          <NotificationItem key={edge.node.id} notification={edge.node} onFollow={onFollow} />
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
