import { graphql, useMutation } from 'react-relay/hooks';
import type { SetDisplayNameMutation } from './__generated__/SetDisplayNameMutation.graphql';

export function useSetDisplayNameMutation() {
  return useMutation<SetDisplayNameMutation>(graphql`
    mutation SetDisplayNameMutation($input: UserSetDisplayNameInput!) {
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
