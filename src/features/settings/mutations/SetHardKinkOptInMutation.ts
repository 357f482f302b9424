import { graphql, useMutation } from 'react-relay/hooks';
import type { SetHardKinkOptInMutation } from './__generated__/SetHardKinkOptInMutation.graphql';

export function useSetHardKinkOptInMutation() {
  return useMutation<SetHardKinkOptInMutation>(graphql`
    mutation SetHardKinkOptInMutation($input: UserHardKinkOptInSetInput!) {
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
