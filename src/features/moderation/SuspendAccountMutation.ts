import { graphql, useMutation } from 'react-relay/hooks';
import type { SuspendAccountMutation } from './__generated__/SuspendAccountMutation.graphql';

/** Suspends the reported account; the answer is the report with the suspension and its audit log. */
export function useSuspendAccountMutation() {
  return useMutation<SuspendAccountMutation>(graphql`
    mutation SuspendAccountMutation($input: ModerationSuspendAccountInput!) {
      moderationSuspendAccount(input: $input) {
        report {
          id
          status
          ...ModerationReportDetail_report
        }
      }
    }
  `);
}
