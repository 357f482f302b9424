import { graphql, useMutation } from 'react-relay/hooks';
import type { DeleteAccountMutation } from './__generated__/DeleteAccountMutation.graphql';

export function useDeleteAccountMutation() {
  return useMutation<DeleteAccountMutation>(graphql`
    mutation DeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        ok
      }
    }
  `);
}
