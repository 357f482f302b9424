import { graphql, useMutation } from 'react-relay/hooks';
import type { ImageContentRatingSetMutation } from './__generated__/ImageContentRatingSetMutation.graphql';

export function useImageContentRatingSetMutation() {
  return useMutation<ImageContentRatingSetMutation>(graphql`
    mutation ImageContentRatingSetMutation($input: ImageContentRatingSetInput!) {
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
