import { graphql, useMutation } from 'react-relay/hooks';
import type { EditProfileImageMutation } from './__generated__/EditProfileImageMutation.graphql';

export function useEditProfileImageMutation() {
  return useMutation<EditProfileImageMutation>(graphql`
    mutation EditProfileImageMutation($input: UserProfileImageEditInput!) {
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
