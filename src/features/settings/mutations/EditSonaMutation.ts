import { graphql, useMutation } from 'react-relay/hooks';
import type { EditSonaMutation } from './__generated__/EditSonaMutation.graphql';

export function useEditSonaMutation() {
  return useMutation<EditSonaMutation>(graphql`
    mutation EditSonaMutation($input: SonaEditInput!) {
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
