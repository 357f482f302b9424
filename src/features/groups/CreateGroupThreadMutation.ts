import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateGroupThreadMutation } from './__generated__/CreateGroupThreadMutation.graphql';

/** Starts a thread; the answer's edge goes on top of the group's thread list (newest activity first). */
export function useCreateGroupThreadMutation() {
  return useMutation<CreateGroupThreadMutation>(graphql`
    mutation CreateGroupThreadMutation($input: GroupThreadCreateInput!, $connections: [ID!]!) {
      groupThreadCreate(input: $input) {
        threadEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            uuid
            ...GroupThreadRow_thread
          }
        }
        group {
          id
        }
      }
    }
  `);
}
