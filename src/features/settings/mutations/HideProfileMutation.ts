import { graphql, useMutation } from 'react-relay/hooks';
import type { HideProfileMutation } from './__generated__/HideProfileMutation.graphql';

/** Hiding one's own uuid takes one's profile out of discovery. */
export function useHideProfileMutation() {
  return useMutation<HideProfileMutation>(graphql`
    mutation HideProfileMutation($input: ProfileUuidInput!) {
      userHideProfile(input: $input) {
        profile {
          id
          isHidden
          isHiddenByViewer
        }
      }
    }
  `);
}
