import { graphql, useMutation } from 'react-relay/hooks';
import type { UnhideProfileMutation } from './__generated__/UnhideProfileMutation.graphql';

export function useUnhideProfileMutation() {
  return useMutation<UnhideProfileMutation>(graphql`
    mutation UnhideProfileMutation($input: ProfileUuidInput!) {
      userUnhideProfile(input: $input) {
        profile {
          id
          isHidden
          isHiddenByViewer
        }
      }
    }
  `);
}
