import { graphql, useMutation } from 'react-relay/hooks';
import type { UnblockGroupMutation } from './__generated__/UnblockGroupMutation.graphql';

export function useUnblockGroupMutation() {
  return useMutation<UnblockGroupMutation>(graphql`
    mutation UnblockGroupMutation($input: GroupIdInput!) {
      groupUnblock(input: $input) {
        viewer {
          id
          blockedContent {
            groups {
              id
              uuid
              displayName
            }
          }
        }
      }
    }
  `);
}
