import { graphql, useMutation } from 'react-relay/hooks';
import type { UserProfileHeaderImageSetMutation } from './__generated__/UserProfileHeaderImageSetMutation.graphql';

export function useUserProfileHeaderImageSetMutation() {
  return useMutation<UserProfileHeaderImageSetMutation>(graphql`
    mutation UserProfileHeaderImageSetMutation($input: ProfileImageIdInput!) {
      userProfileHeaderImageSet(input: $input) {
        viewer {
          id
          profile {
            id
            headerImage {
              id
              image {
                uuid
              }
            }
            headerImageAd {
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
