import { graphql, useMutation } from 'react-relay/hooks';
import type { JoinGroupMutation } from './__generated__/JoinGroupMutation.graphql';

/** Joins an open group at once, or asks to join a closed one; the member's own groups come back with it. */
export function useJoinGroupMutation() {
  return useMutation<JoinGroupMutation>(graphql`
    mutation JoinGroupMutation($input: GroupIdInput!) {
      groupJoin(input: $input) {
        group {
          id
          ...GroupJoinButton_group
          ...GroupHeader_group
          # The members' list gains or loses the viewer: its first page comes back with the change.
          ...GroupMembers_group
        }
        viewer {
          id
          ...MyGroups_viewer
        }
      }
    }
  `);
}
