import { graphql, useMutation } from 'react-relay/hooks';
import type { UserLockAdModeMutation } from './__generated__/UserLockAdModeMutation.graphql';

/** Turns After Dark off (isAdOptIn false). */
export function useUserLockAdModeMutation() {
  return useMutation<UserLockAdModeMutation>(graphql`
    mutation UserLockAdModeMutation {
      userLockAdMode {
        profile {
          id
          isAdOptIn
        }
        viewer {
          id
          contentOptions {
            isAdOptIn
          }
        }
      }
    }
  `);
}
