import { graphql, useMutation } from 'react-relay/hooks';
import type { EmailLinkCreateMutation } from './__generated__/EmailLinkCreateMutation.graphql';

export function useEmailLinkCreateMutation() {
  return useMutation<EmailLinkCreateMutation>(graphql`
    mutation EmailLinkCreateMutation($input: EmailLinkCreateInput!) {
      emailLinkCreate(input: $input) {
        ok
      }
    }
  `);
}
