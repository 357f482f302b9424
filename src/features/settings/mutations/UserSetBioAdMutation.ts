import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetBioAdMutation } from './__generated__/UserSetBioAdMutation.graphql';

export function useUserSetBioAdMutation() {
  return useMutation<UserSetBioAdMutation>(graphql`
    mutation UserSetBioAdMutation($input: UserSetBioAdInput!) {
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
