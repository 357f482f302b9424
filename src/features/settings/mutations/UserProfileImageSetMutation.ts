import { graphql, useMutation } from 'react-relay/hooks';
import type { UserProfileImageSetMutation } from './__generated__/UserProfileImageSetMutation.graphql';

/** Makes an image the primary image of its persona. */
export function useUserProfileImageSetMutation() {
  return useMutation<UserProfileImageSetMutation>(graphql`
    mutation UserProfileImageSetMutation($input: ProfileImageIdInput!) {
      userProfileImageSet(input: $input) {
        profileImage {
          id
          isPrimary
        }
        viewer {
          id
          profile {
            id
            primaryImage {
              id
              image {
                uuid
              }
            }
            primaryImageAd {
              id
              image {
                uuid
              }
            }
          }
        }
      }
    }
  `);
}
