import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { invalidateSearches } from './invalidateSearches';
import type { UpdateGpsLocationMutation } from './__generated__/UpdateGpsLocationMutation.graphql';

/** Moves the member to a live GPS fix. As a promise, so the screen can await it and show its error. */
export function useUpdateGpsLocationMutation() {
  const [commit, isInFlight] = useMutation<UpdateGpsLocationMutation>(graphql`
    mutation UpdateGpsLocationMutation($input: UserLocationGpsUpdateInput!) {
      userLocationGpsUpdate(input: $input) {
        profile {
          id
          location {
            ...MyLocationScreen_location
            place
          }
        }
      }
    }
  `);
  const run = useCallback(
    (variables: UpdateGpsLocationMutation['variables']) => commitAsync(commit, { variables, updater: invalidateSearches }),
    [commit],
  );
  return [run, isInFlight] as const;
}
