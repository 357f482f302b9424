import { graphql, useMutation } from 'react-relay/hooks';
import type { SetPresenceMutation } from './__generated__/SetPresenceMutation.graphql';

/** Tells the server whether a tab of the member's is in view (for "Online" and "not while I'm using Snoot"). */
export function useSetPresenceMutation() {
  return useMutation<SetPresenceMutation>(graphql`
    mutation SetPresenceMutation($input: PresenceSetInput!) {
      presenceSet(input: $input) {
        ok
      }
    }
  `);
}
