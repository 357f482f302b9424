import { graphql, useMutation } from 'react-relay/hooks';
import type { SonaRemoveMutation } from './__generated__/SonaRemoveMutation.graphql';

export function useSonaRemoveMutation() {
  return useMutation<SonaRemoveMutation>(graphql`
    mutation SonaRemoveMutation($input: SonaRemoveInput!) {
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
