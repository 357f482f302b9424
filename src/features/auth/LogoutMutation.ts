import { graphql, useMutation } from 'react-relay/hooks';
import type { LogoutMutation } from './__generated__/LogoutMutation.graphql';

export function useLogoutMutation() {
  return useMutation<LogoutMutation>(graphql`
    mutation LogoutMutation {
      logout {
        ok
      }
    }
  `);
}
