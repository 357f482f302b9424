import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateGroupReplyMutation } from './__generated__/CreateGroupReplyMutation.graphql';

/** Sends a reply; the view puts the answer's reply into the thread itself (once, whatever arrives first). */
export function useCreateGroupReplyMutation() {
  return useMutation<CreateGroupReplyMutation>(graphql`
    mutation CreateGroupReplyMutation($input: GroupReplyCreateInput!) {
      groupReplyCreate(input: $input) {
        replyEdge {
          cursor
          node {
            id
            ...GroupReplyItem_reply
          }
        }
        thread {
          id
          replyCount
          lastActivityAt
        }
      }
    }
  `);
}
