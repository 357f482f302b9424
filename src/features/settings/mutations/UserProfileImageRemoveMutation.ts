import { graphql, useMutation } from 'react-relay/hooks';
import type { UserProfileImageRemoveMutation } from './__generated__/UserProfileImageRemoveMutation.graphql';

export function useUserProfileImageRemoveMutation() {
  return useMutation<UserProfileImageRemoveMutation>(graphql`
    mutation UserProfileImageRemoveMutation($input: ProfileImageIdInput!) {
      userProfileImageRemove(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
