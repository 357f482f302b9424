import { graphql, useMutation } from 'react-relay/hooks';
import type { UserExplicitContentOptInSetMutation } from './__generated__/UserExplicitContentOptInSetMutation.graphql';

export function useUserExplicitContentOptInSetMutation() {
  return useMutation<UserExplicitContentOptInSetMutation>(graphql`
    mutation UserExplicitContentOptInSetMutation($input: UserExplicitContentOptInSetInput!) {
      userExplicitContentOptInSet(input: $input) {
        viewer {
          id
          contentOptions {
            isExplicitContentOptIn
          }
        }
      }
    }
  `);
}
