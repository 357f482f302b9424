import { graphql, useMutation } from 'react-relay/hooks';
import type { UserUnblockProfileMutation } from './__generated__/UserUnblockProfileMutation.graphql';

export function useUserUnblockProfileMutation() {
  return useMutation<UserUnblockProfileMutation>(graphql`
    mutation UserUnblockProfileMutation($input: ProfileUuidInput!) {
      userUnblockProfile(input: $input) {
        viewer {
          id
          blockedContent {
            profiles {
              uuid
              displayName
            }
          }
        }
      }
    }
  `);
}
