import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetDisplayNameMutation } from './__generated__/UserSetDisplayNameMutation.graphql';

export function useUserSetDisplayNameMutation() {
  return useMutation<UserSetDisplayNameMutation>(graphql`
    mutation UserSetDisplayNameMutation($input: UserSetDisplayNameInput!) {
      userSetDisplayName(input: $input) {
        profile {
          id
          displayName
        }
        viewer {
          id
          isOnboarded
        }
      }
    }
  `);
}
