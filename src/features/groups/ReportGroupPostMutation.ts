import { graphql, useMutation } from 'react-relay/hooks';
import type { ReportGroupPostMutation } from './__generated__/ReportGroupPostMutation.graphql';

/** Sends a thread or a reply to Snoot's moderation queue, the post going along as evidence. */
export function useReportGroupPostMutation() {
  return useMutation<ReportGroupPostMutation>(graphql`
    mutation ReportGroupPostMutation($input: GroupPostReportInput!) {
      groupPostReport(input: $input) {
        ok
      }
    }
  `);
}
