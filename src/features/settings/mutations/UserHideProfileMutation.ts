import { graphql, useMutation } from 'react-relay/hooks';
import type { UserHideProfileMutation } from './__generated__/UserHideProfileMutation.graphql';

/** Hiding one's own uuid takes one's profile out of discovery. */
export function useUserHideProfileMutation() {
  return useMutation<UserHideProfileMutation>(graphql`
    mutation UserHideProfileMutation($input: ProfileUuidInput!) {
      userHideProfile(input: $input) {
        profile {
          id
          isHidden
        }
      }
    }
  `);
}
