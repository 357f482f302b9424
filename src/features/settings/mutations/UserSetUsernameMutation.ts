import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetUsernameMutation } from './__generated__/UserSetUsernameMutation.graphql';

export function useUserSetUsernameMutation() {
  return useMutation<UserSetUsernameMutation>(graphql`
    mutation UserSetUsernameMutation($input: UserSetUsernameInput!) {
      userSetUsername(input: $input) {
        profile {
          id
          username
        }
      }
    }
  `);
}
