import { graphql, useMutation } from 'react-relay/hooks';
import type { SetGroupModeratorMutation } from './__generated__/SetGroupModeratorMutation.graphql';

export function useSetGroupModeratorMutation() {
  return useMutation<SetGroupModeratorMutation>(graphql`
    mutation SetGroupModeratorMutation($input: GroupModeratorSetInput!) {
      groupModeratorSet(input: $input) {
        group {
          id
        }
        member {
          id
          role
        }
      }
    }
  `);
}
