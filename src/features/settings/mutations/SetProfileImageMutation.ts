import { graphql, useMutation } from 'react-relay/hooks';
import type { SetProfileImageMutation } from './__generated__/SetProfileImageMutation.graphql';

/** Makes an image the primary image of its persona. */
export function useSetProfileImageMutation() {
  return useMutation<SetProfileImageMutation>(graphql`
    mutation SetProfileImageMutation($input: ProfileImageIdInput!) {
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
