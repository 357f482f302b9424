import { graphql, useMutation } from 'react-relay/hooks';
import type { RemoveReportedContentMutation } from './__generated__/RemoveReportedContentMutation.graphql';

/** Removes the message or image a report names; the answer is the report with its evidence and audit log. */
export function useRemoveReportedContentMutation() {
  return useMutation<RemoveReportedContentMutation>(graphql`
    mutation RemoveReportedContentMutation($input: ModerationReportInput!) {
      moderationRemoveContent(input: $input) {
        report {
          id
          status
          ...ModerationReportDetail_report
        }
      }
    }
  `);
}
