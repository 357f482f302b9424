import { graphql, useMutation } from 'react-relay/hooks';
import type { UserProfileImageAddMutation } from './__generated__/UserProfileImageAddMutation.graphql';

export function useUserProfileImageAddMutation() {
  return useMutation<UserProfileImageAddMutation>(graphql`
    mutation UserProfileImageAddMutation($input: UserProfileImageAddInput!, $connections: [ID!]!) {
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
