import { graphql, useMutation } from 'react-relay/hooks';
import type { DeclineGroupRequestMutation } from './__generated__/DeclineGroupRequestMutation.graphql';

export function useDeclineGroupRequestMutation() {
  return useMutation<DeclineGroupRequestMutation>(graphql`
    mutation DeclineGroupRequestMutation($input: GroupMemberInput!, $connections: [ID!]!) {
      groupRequestDecline(input: $input) {
        group {
          id
        }
        removedMemberId @deleteEdge(connections: $connections)
      }
    }
  `);
}
