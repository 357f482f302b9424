import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { invalidateSearches } from './invalidateSearches';
import type { SetHomePlaceMutation } from './__generated__/SetHomePlaceMutation.graphql';

/** Sets the member's home place. As a promise, so the screen can await it and show its error. */
export function useSetHomePlaceMutation() {
  const [commit, isInFlight] = useMutation<SetHomePlaceMutation>(graphql`
    mutation SetHomePlaceMutation($input: UserSetHomePlaceInput!) {
      userSetHomePlace(input: $input) {
        profile {
          id
          location {
            ...MyLocationScreen_location
          }
        }
      }
    }
  `);
  const run = useCallback(
    (variables: SetHomePlaceMutation['variables']) => commitAsync(commit, { variables, updater: invalidateSearches }),
    [commit],
  );
  return [run, isInFlight] as const;
}
