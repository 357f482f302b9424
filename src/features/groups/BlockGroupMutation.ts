import { graphql, useMutation } from 'react-relay/hooks';
import type { BlockGroupMutation } from './__generated__/BlockGroupMutation.graphql';

export function useBlockGroupMutation() {
  return useMutation<BlockGroupMutation>(graphql`
    mutation BlockGroupMutation($input: GroupIdInput!) {
      groupBlock(input: $input) {
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
