import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';

// Every location change returns the member's location; the grid's cached search is stale after it.
const invalidateSearches = (store: RecordSourceSelectorProxy) => store.invalidateStore();

export const gpsUpdateMutation = graphql`
  mutation LocationMutationsGpsUpdateMutation($input: UserLocationGpsUpdateInput!) {
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

export const updateLocationMutation = graphql`
  mutation LocationMutationsUpdateMutation($input: UserUpdateLocationInput!) {
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
`;

export const setHomePlaceMutation = graphql`
  mutation LocationMutationsSetHomePlaceMutation($input: UserSetHomePlaceInput!) {
    userSetHomePlace(input: $input) {
      profile {
        id
        location {
          ...MyLocationScreen_location
        }
      }
    }
  }
`;

export const setPrecisionMutation = graphql`
  mutation LocationMutationsSetPrecisionMutation($input: UserSetLocationPrecisionInput!) {
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
`;

/** A mutation as a promise, so a screen can await it, show its error and run the next step. */
export function useLocationMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          updater: invalidateSearches,
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
