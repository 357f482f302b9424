import { graphql, useMutation } from 'react-relay/hooks';
import type { LeaveGroupMutation } from './__generated__/LeaveGroupMutation.graphql';

/** Leaves a group or withdraws a request to join it. */
export function useLeaveGroupMutation() {
  return useMutation<LeaveGroupMutation>(graphql`
    mutation LeaveGroupMutation($input: GroupIdInput!) {
      groupLeave(input: $input) {
        group {
          id
          viewerCanModerate
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
