import { graphql, useMutation } from 'react-relay/hooks';
import type { SetExplicitContentOptInMutation } from './__generated__/SetExplicitContentOptInMutation.graphql';

export function useSetExplicitContentOptInMutation() {
  return useMutation<SetExplicitContentOptInMutation>(graphql`
    mutation SetExplicitContentOptInMutation($input: UserExplicitContentOptInSetInput!) {
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
