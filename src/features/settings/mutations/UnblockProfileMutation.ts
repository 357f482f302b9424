import { graphql, useMutation } from 'react-relay/hooks';
import type { UnblockProfileMutation } from './__generated__/UnblockProfileMutation.graphql';

export function useUnblockProfileMutation() {
  return useMutation<UnblockProfileMutation>(graphql`
    mutation UnblockProfileMutation($input: ProfileUuidInput!) {
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
