import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { invalidateSearches } from './invalidateSearches';
import type { SetLocationPrecisionMutation } from './__generated__/SetLocationPrecisionMutation.graphql';

/** Sets how precisely others see the member's location. As a promise, so the screen can await it and show its error. */
export function useSetLocationPrecisionMutation() {
  const [commit, isInFlight] = useMutation<SetLocationPrecisionMutation>(graphql`
    mutation SetLocationPrecisionMutation($input: UserSetLocationPrecisionInput!) {
      userSetLocationPrecision(input: $input) {
        profile {
          id
          location {
            ...MyLocationScreen_location
            type
          }
        }
      }
    }
  `);
  const run = useCallback(
    (variables: SetLocationPrecisionMutation['variables']) => commitAsync(commit, { variables, updater: invalidateSearches }),
    [commit],
  );
  return [run, isInFlight] as const;
}
