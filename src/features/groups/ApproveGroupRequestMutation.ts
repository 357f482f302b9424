import { graphql, useMutation } from 'react-relay/hooks';
import type { ApproveGroupRequestMutation } from './__generated__/ApproveGroupRequestMutation.graphql';

/** Lets a member who asked into a closed group in; the member joins the members' list (the caller takes the request off its own). */
export function useApproveGroupRequestMutation() {
  return useMutation<ApproveGroupRequestMutation>(graphql`
    mutation ApproveGroupRequestMutation($input: GroupMemberInput!, $members: [ID!]!) {
      groupRequestApprove(input: $input) {
        group {
          id
          memberCount
        }
        member @appendNode(connections: $members, edgeTypeName: "GroupMemberEdge") {
          id
          ...GroupMemberRow_member
        }
      }
    }
  `);
}
