import { graphql, useMutation } from 'react-relay/hooks';
import type { SetImageContentRatingMutation } from './__generated__/SetImageContentRatingMutation.graphql';

export function useSetImageContentRatingMutation() {
  return useMutation<SetImageContentRatingMutation>(graphql`
    mutation SetImageContentRatingMutation($input: ImageContentRatingSetInput!) {
      imageContentRatingSet(input: $input) {
        profileImage {
          id
          image {
            contentRating
          }
        }
      }
    }
  `);
}
