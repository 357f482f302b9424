import { graphql, useMutation } from 'react-relay/hooks';
import type { UnlikeProfileMutation } from './__generated__/UnlikeProfileMutation.graphql';

export function useUnlikeProfileMutation() {
  return useMutation<UnlikeProfileMutation>(graphql`
    mutation UnlikeProfileMutation($input: ProfileUuidInput!) {
      unlikeProfile(input: $input) {
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
