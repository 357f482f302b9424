import { graphql, useMutation } from 'react-relay/hooks';
import type { LockAdModeMutation } from './__generated__/LockAdModeMutation.graphql';

/** Turns After Dark off (isAdOptIn false). */
export function useLockAdModeMutation() {
  return useMutation<LockAdModeMutation>(graphql`
    mutation LockAdModeMutation {
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
