import { graphql, useMutation } from 'react-relay/hooks';
import type { RemoveProfileImageMutation } from './__generated__/RemoveProfileImageMutation.graphql';

export function useRemoveProfileImageMutation() {
  return useMutation<RemoveProfileImageMutation>(graphql`
    mutation RemoveProfileImageMutation($input: ProfileImageIdInput!) {
      userProfileImageRemove(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
