import { graphql, useMutation } from 'react-relay/hooks';
import type { UnlockAdModeMutation } from './__generated__/UnlockAdModeMutation.graphql';

/** Turns After Dark on (isAdOptIn true). */
export function useUnlockAdModeMutation() {
  return useMutation<UnlockAdModeMutation>(graphql`
    mutation UnlockAdModeMutation {
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
