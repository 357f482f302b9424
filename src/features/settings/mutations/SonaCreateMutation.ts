import { graphql, useMutation } from 'react-relay/hooks';
import type { SonaCreateMutation } from './__generated__/SonaCreateMutation.graphql';

export function useSonaCreateMutation() {
  return useMutation<SonaCreateMutation>(graphql`
    mutation SonaCreateMutation($input: SonaCreateInput!) {
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
