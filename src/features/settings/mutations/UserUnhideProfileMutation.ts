import { graphql, useMutation } from 'react-relay/hooks';
import type { UserUnhideProfileMutation } from './__generated__/UserUnhideProfileMutation.graphql';

export function useUserUnhideProfileMutation() {
  return useMutation<UserUnhideProfileMutation>(graphql`
    mutation UserUnhideProfileMutation($input: ProfileUuidInput!) {
      userUnhideProfile(input: $input) {
        profile {
          id
          isHidden
        }
      }
    }
  `);
}
