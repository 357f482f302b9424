import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay/hooks';
import { commitMutation, type Environment, type MutationConfig } from 'relay-runtime';
import { commitAsync } from '../../relay/commitAsync';
import { invalidateSearches } from './invalidateSearches';
import type { UpdateGpsLocationMutation } from './__generated__/UpdateGpsLocationMutation.graphql';

const mutation = graphql`
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
`;

/** Moves the member to a live GPS fix. As a promise, so the screen can await it and show its error. */
export function useUpdateGpsLocationMutation() {
  const [commit, isInFlight] = useMutation<UpdateGpsLocationMutation>(mutation);
  const run = useCallback(
    (variables: UpdateGpsLocationMutation['variables']) => commitAsync(commit, { variables, updater: invalidateSearches }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** The same outside a component: home loads this file only when it asks the browser for a fix. */
export function updateGpsLocation(environment: Environment, variables: UpdateGpsLocationMutation['variables']) {
  // commitAsync's callbacks take what useMutation passes; commitMutation types its errors as readonly, or undefined.
  const commit = (config: UseMutationConfig<UpdateGpsLocationMutation>) =>
    commitMutation(environment, { ...config, mutation } as MutationConfig<UpdateGpsLocationMutation>);
  return commitAsync(commit, { variables, updater: invalidateSearches });
}
