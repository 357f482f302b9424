import { graphql, useMutation } from 'react-relay/hooks';
import type { ReportProfileMutation } from './__generated__/ReportProfileMutation.graphql';

/** Sends a report; the answer is the reported profile, still there for the reporter to block. */
export function useReportProfileMutation() {
  return useMutation<ReportProfileMutation>(graphql`
    mutation ReportProfileMutation($input: ReportProfileInput!) {
      reportProfile(input: $input) {
        profile {
          id
          isBlocked
        }
      }
    }
  `);
}
