import { graphql, useMutation } from 'react-relay/hooks';
import type { RemoveGroupMemberMutation } from './__generated__/RemoveGroupMemberMutation.graphql';

/** Takes a member out of the group, and with `ban` keeps them from rejoining. */
export function useRemoveGroupMemberMutation() {
  return useMutation<RemoveGroupMemberMutation>(graphql`
    mutation RemoveGroupMemberMutation($input: GroupMemberRemoveInput!, $connections: [ID!]!) {
      groupMemberRemove(input: $input) {
        group {
          id
          memberCount
        }
        removedMemberId @deleteEdge(connections: $connections)
      }
    }
  `);
}
