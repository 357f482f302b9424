import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { openModal } from '../../ui/modalStack';
import { GroupThreadRow } from './GroupThreadRow';
import { StartThreadDialog } from './StartThreadDialog';
import type { GroupThreads_group$key } from './__generated__/GroupThreads_group.graphql';

/** Threads loaded by each "Show more threads". */
const PAGE = 20;

/**
 * A group's discussion on its page: threads with the newest activity first, a page at a time, and "Start a thread"
 * for members who may post (anyone else is told why not, in the server's words).
 */
export function GroupThreads({ group }: { group: GroupThreads_group$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GroupThreads_group on Group
      @refetchable(queryName: "GroupThreadsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        uuid
        displayName
        postPermission {
          allowed
          reason
        }
        threads(first: $count, after: $cursor) @connection(key: "GroupThreads_threads") {
          __id
          edges {
            node {
              id
              ...GroupThreadRow_thread
            }
          }
        }
      }
    `,
    group,
  );
  const edges = data.threads.edges;
  const mayPost = data.postPermission.allowed;
  const startThread = () =>
    openModal((close) => (
      <StartThreadDialog
        groupId={data.id}
        groupUuid={data.uuid}
        groupName={data.displayName}
        connectionId={data.threads.__id}
        close={close}
      />
    ));
  return (
    <section aria-labelledby="group-discussion" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-discussion" className="text-xl font-bold">
          Discussion
        </h2>
        {mayPost && <Button onPress={startThread}>Start a thread</Button>}
      </div>
      {!mayPost && data.postPermission.reason && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{data.postPermission.reason}</p>
      )}
      {edges.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-4 text-center text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
          {mayPost ? 'No threads yet. Start the first one!' : 'No threads yet.'}
        </p>
      ) : (
        <ul aria-label={`Threads in ${data.displayName}`} className="flex flex-col gap-2">
          {edges.map((edge) => (
            <GroupThreadRow key={edge.node.id} thread={edge.node} groupUuid={data.uuid} />
          ))}
        </ul>
      )}
      {hasNext && (
        <div className="flex justify-center">
          <Button variant="secondary" isPending={isLoadingNext} onPress={() => loadNext(PAGE)}>
            Show more threads
          </Button>
        </div>
      )}
    </section>
  );
}
