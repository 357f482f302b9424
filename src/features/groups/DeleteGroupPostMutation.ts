import { graphql, useMutation } from 'react-relay/hooks';
import type { DeleteGroupPostMutation } from './__generated__/DeleteGroupPostMutation.graphql';

/** Deletes a thread or a reply; the answer brings the thread's new reply count (a reply) and the group. */
export function useDeleteGroupPostMutation() {
  return useMutation<DeleteGroupPostMutation>(graphql`
    mutation DeleteGroupPostMutation($input: GroupPostDeleteInput!) {
      groupPostDelete(input: $input) {
        deletedId
        thread {
          id
          replyCount
        }
        group {
          id
        }
      }
    }
  `);
}
