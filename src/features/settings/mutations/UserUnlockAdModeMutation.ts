import { graphql, useMutation } from 'react-relay/hooks';
import type { UserUnlockAdModeMutation } from './__generated__/UserUnlockAdModeMutation.graphql';

/** Turns After Dark on (isAdOptIn true). */
export function useUserUnlockAdModeMutation() {
  return useMutation<UserUnlockAdModeMutation>(graphql`
    mutation UserUnlockAdModeMutation {
      userUnlockAdMode {
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
