import { graphql, useMutation } from 'react-relay/hooks';
import type { RemoveSonaMutation } from './__generated__/RemoveSonaMutation.graphql';

export function useRemoveSonaMutation() {
  return useMutation<RemoveSonaMutation>(graphql`
    mutation RemoveSonaMutation($input: SonaRemoveInput!) {
      sonaRemove(input: $input) {
        deletedId @deleteRecord
        viewer {
          id
          sonas {
            id
          }
        }
      }
    }
  `);
}
