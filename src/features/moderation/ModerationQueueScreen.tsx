import { startTransition } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SettingsPage } from '../settings/SettingsPage';
import { ModerationReportRow } from './ModerationReportRow';
import type { ModerationQueueScreenQuery } from './__generated__/ModerationQueueScreenQuery.graphql';
import type { ModerationQueueScreen_query$key } from './__generated__/ModerationQueueScreen_query.graphql';

export const moderationQueueScreenQuery = graphql`
  query ModerationQueueScreenQuery {
    ...ModerationQueueScreen_query
  }
`;

/** Staff: the open reports, newest first; each leads to its evidence and the actions. */
export function ModerationQueueScreen({ queryRef }: { queryRef: PreloadedQuery<ModerationQueueScreenQuery> }) {
  const query = useRouteQuery<ModerationQueueScreenQuery>(moderationQueueScreenQuery, queryRef);
  return (
    <SettingsPage title="Moderation queue" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <p className="text-sm">Open reports from members, newest first. Only the team sees this page.</p>
      <OpenReports query={query} />
    </SettingsPage>
  );
}

function OpenReports({ query }: { query: ModerationQueueScreen_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ModerationQueueScreen_query on Query
      @refetchable(queryName: "ModerationQueueScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        moderationReports(first: $count, after: $cursor) @connection(key: "ModerationQueueScreen_moderationReports") {
          edges {
            node {
              id
              ...ModerationReportRow_report
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.moderationReports.edges;
  if (edges.length === 0) {
    return (
      <Card>
        <p role="status">No open reports. Well done, team.</p>
      </Card>
    );
  }
  return (
    <>
      <ul aria-label="Open reports" className="flex flex-col gap-2">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <ModerationReportRow report={edge.node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button
          variant="secondary"
          className="self-center"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(30))}
        >
          Load more reports
        </Button>
      )}
    </>
  );
}
