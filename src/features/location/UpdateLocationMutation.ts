import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { invalidateSearches } from './invalidateSearches';
import type { UpdateLocationMutation } from './__generated__/UpdateLocationMutation.graphql';

/** Moves the member to a chosen place. As a promise, so the screen can await it and show its error. */
export function useUpdateLocationMutation() {
  const [commit, isInFlight] = useMutation<UpdateLocationMutation>(graphql`
    mutation UpdateLocationMutation($input: UserUpdateLocationInput!) {
      userUpdateLocation(input: $input) {
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
    (variables: UpdateLocationMutation['variables']) => commitAsync(commit, { variables, updater: invalidateSearches }),
    [commit],
  );
  return [run, isInFlight] as const;
}
