import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { EventCard } from './EventCard';
import type { MyEvents_viewer$key } from './__generated__/MyEvents_viewer.graphql';

/** The member's own upcoming events (Going, Interested or waiting), soonest first, above the directory. */
export function MyEvents({ viewer }: { viewer: MyEvents_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyEvents_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "MyEventsPaginationQuery") {
        events(first: $count, after: $cursor) @connection(key: "MyEvents_events") {
          edges {
            node {
              id
              ...EventCard_event
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.events.edges;
  if (edges.length === 0) return null;
  return (
    <section aria-labelledby="my-events-heading" className="flex flex-col gap-3">
      <h2 id="my-events-heading" className="text-xl font-bold">
        Your upcoming events
      </h2>
      <ul aria-labelledby="my-events-heading" className="grid gap-3 md:grid-cols-2">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <EventCard event={edge.node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" className="self-start" isPending={isLoadingNext} onPress={() => loadNext(50)}>
          Show more of your events
        </Button>
      )}
    </section>
  );
}
