import { graphql, useMutation } from 'react-relay/hooks';
import type { UserHardKinkOptInSetMutation } from './__generated__/UserHardKinkOptInSetMutation.graphql';

export function useUserHardKinkOptInSetMutation() {
  return useMutation<UserHardKinkOptInSetMutation>(graphql`
    mutation UserHardKinkOptInSetMutation($input: UserHardKinkOptInSetInput!) {
      userHardKinkOptInSet(input: $input) {
        viewer {
          id
          contentOptions {
            isHardContentOptIn
          }
        }
      }
    }
  `);
}
