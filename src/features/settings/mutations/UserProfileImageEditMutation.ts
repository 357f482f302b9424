import { graphql, useMutation } from 'react-relay/hooks';
import type { UserProfileImageEditMutation } from './__generated__/UserProfileImageEditMutation.graphql';

export function useUserProfileImageEditMutation() {
  return useMutation<UserProfileImageEditMutation>(graphql`
    mutation UserProfileImageEditMutation($input: UserProfileImageEditInput!) {
      userProfileImageEdit(input: $input) {
        profileImage {
          id
          accessPermission
          altText
        }
      }
    }
  `);
}
