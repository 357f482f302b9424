import { graphql, useMutation } from 'react-relay/hooks';
import type { SetUsernameMutation } from './__generated__/SetUsernameMutation.graphql';

export function useSetUsernameMutation() {
  return useMutation<SetUsernameMutation>(graphql`
    mutation SetUsernameMutation($input: UserSetUsernameInput!) {
      userSetUsername(input: $input) {
        profile {
          id
          username
        }
      }
    }
  `);
}
