import { graphql, useMutation } from 'react-relay/hooks';
import type { SetAdBioMutation } from './__generated__/SetAdBioMutation.graphql';

export function useSetAdBioMutation() {
  return useMutation<SetAdBioMutation>(graphql`
    mutation SetAdBioMutation($input: UserSetBioAdInput!) {
      userSetBioAd(input: $input) {
        profile {
          id
          bioAd {
            biography
            sexPositions
            behaviour
            safeSex
            canHost
          }
        }
      }
    }
  `);
}
