import { graphql, useMutation } from 'react-relay/hooks';
import type { LikeProfileMutation } from './__generated__/LikeProfileMutation.graphql';

export function useLikeProfileMutation() {
  return useMutation<LikeProfileMutation>(graphql`
    mutation LikeProfileMutation($input: ProfileUuidInput!) {
      likeProfile(input: $input) {
        relationType
        profile {
          id
          relationType
          canStartChat
          chatPermission {
            allowed
            reason
          }
        }
      }
    }
  `);
}
