import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Card } from '../../ui/Card';
import { SettingsPage } from '../settings/SettingsPage';
import { ModerationReportDetail } from './ModerationReportDetail';
import type { ModerationReportScreenQuery } from './__generated__/ModerationReportScreenQuery.graphql';

export const moderationReportScreenQuery = graphql`
  query ModerationReportScreenQuery($id: ID!) {
    moderationReport(id: $id) {
      ...ModerationReportDetail_report
    }
  }
`;

/** Staff: one report with its evidence, the actions and the audit log. */
export function ModerationReportScreen({ queryRef }: { queryRef: PreloadedQuery<ModerationReportScreenQuery> }) {
  const { moderationReport } = useRouteQuery<ModerationReportScreenQuery>(moderationReportScreenQuery, queryRef);
  return (
    <SettingsPage title="Report" back={{ to: '/settings/debug/moderation', label: 'Moderation queue' }}>
      {moderationReport ? (
        <ModerationReportDetail report={moderationReport} />
      ) : (
        <Card>
          <p role="status">This report does not exist.</p>
        </Card>
      )}
    </SettingsPage>
  );
}
