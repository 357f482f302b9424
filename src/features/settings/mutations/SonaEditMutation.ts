import { graphql, useMutation } from 'react-relay/hooks';
import type { SonaEditMutation } from './__generated__/SonaEditMutation.graphql';

export function useSonaEditMutation() {
  return useMutation<SonaEditMutation>(graphql`
    mutation SonaEditMutation($input: SonaEditInput!) {
      sonaEdit(input: $input) {
        sona {
          id
          displayName
          hasFursuit
          species {
            id
            speciesId
            displayName
          }
          images {
            id
          }
        }
      }
    }
  `);
}
