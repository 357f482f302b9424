import { graphql, useMutation } from 'react-relay/hooks';
import type { TransferGroupOwnershipMutation } from './__generated__/TransferGroupOwnershipMutation.graphql';

/** Hands the group to another member; the old owner stays on as a moderator. */
export function useTransferGroupOwnershipMutation() {
  return useMutation<TransferGroupOwnershipMutation>(graphql`
    mutation TransferGroupOwnershipMutation($input: GroupMemberInput!) {
      groupOwnershipTransfer(input: $input) {
        group {
          id
          viewerRole
          viewerCanModerate
        }
        member {
          id
          role
        }
      }
    }
  `);
}
