import { graphql, useMutation } from 'react-relay/hooks';
import type { ReportEventMutation } from './__generated__/ReportEventMutation.graphql';

/** Sends an event to Snoot's moderation queue, the event going along as evidence. */
export function useReportEventMutation() {
  return useMutation<ReportEventMutation>(graphql`
    mutation ReportEventMutation($input: EventReportInput!) {
      eventReport(input: $input) {
        ok
      }
    }
  `);
}
