import { graphql, useMutation } from 'react-relay/hooks';
import type { BlockProfileMutation } from './__generated__/BlockProfileMutation.graphql';

/** Blocks a profile; the answer carries the viewer's Blocked Profiles list as it now stands. */
export function useBlockProfileMutation() {
  return useMutation<BlockProfileMutation>(graphql`
    mutation BlockProfileMutation($input: ProfileUuidInput!) {
      userBlockProfile(input: $input) {
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
