import { graphql, useMutation } from 'react-relay/hooks';
import type { SetProfileHeaderImageMutation } from './__generated__/SetProfileHeaderImageMutation.graphql';

export function useSetProfileHeaderImageMutation() {
  return useMutation<SetProfileHeaderImageMutation>(graphql`
    mutation SetProfileHeaderImageMutation($input: ProfileImageIdInput!) {
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
