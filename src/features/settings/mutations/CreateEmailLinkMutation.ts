import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateEmailLinkMutation } from './__generated__/CreateEmailLinkMutation.graphql';

export function useCreateEmailLinkMutation() {
  return useMutation<CreateEmailLinkMutation>(graphql`
    mutation CreateEmailLinkMutation($input: EmailLinkCreateInput!) {
      emailLinkCreate(input: $input) {
        ok
      }
    }
  `);
}
