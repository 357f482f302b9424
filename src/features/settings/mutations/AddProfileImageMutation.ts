import { graphql, useMutation } from 'react-relay/hooks';
import type { AddProfileImageMutation } from './__generated__/AddProfileImageMutation.graphql';

export function useAddProfileImageMutation() {
  return useMutation<AddProfileImageMutation>(graphql`
    mutation AddProfileImageMutation($input: UserProfileImageAddInput!, $connections: [ID!]!) {
      userProfileImageAdd(input: $input) {
        profileImageEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...GalleryTile_image
          }
        }
      }
    }
  `);
}
