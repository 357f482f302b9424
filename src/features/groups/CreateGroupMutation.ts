import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateGroupMutation } from './__generated__/CreateGroupMutation.graphql';

export function useCreateGroupMutation() {
  return useMutation<CreateGroupMutation>(graphql`
    mutation CreateGroupMutation($input: GroupCreateInput!) {
      groupCreate(input: $input) {
        group {
          id
          uuid
        }
        viewer {
          id
          ...MyGroups_viewer
        }
      }
    }
  `);
}
