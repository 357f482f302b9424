import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateSonaMutation } from './__generated__/CreateSonaMutation.graphql';

export function useCreateSonaMutation() {
  return useMutation<CreateSonaMutation>(graphql`
    mutation CreateSonaMutation($input: SonaCreateInput!) {
      sonaCreate(input: $input) {
        viewer {
          id
          sonas {
            id
            ...SonaRow_sona
          }
        }
      }
    }
  `);
}
