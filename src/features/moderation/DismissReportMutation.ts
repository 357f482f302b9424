import { graphql, useMutation } from 'react-relay/hooks';
import type { DismissReportMutation } from './__generated__/DismissReportMutation.graphql';

/** Closes a report without action; the answer is the report with its audit log. */
export function useDismissReportMutation() {
  return useMutation<DismissReportMutation>(graphql`
    mutation DismissReportMutation($input: ModerationReportInput!) {
      moderationDismissReport(input: $input) {
        report {
          id
          status
          ...ModerationReportDetail_report
        }
      }
    }
  `);
}
