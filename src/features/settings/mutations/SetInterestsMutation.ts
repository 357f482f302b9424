import { graphql, useMutation } from 'react-relay/hooks';
import type { SetInterestsMutation } from './__generated__/SetInterestsMutation.graphql';

export function useSetInterestsMutation() {
  return useMutation<SetInterestsMutation>(graphql`
    mutation SetInterestsMutation($input: UserSetInterestsInput!) {
      userSetInterests(input: $input) {
        profile {
          id
          bio {
            hobbies {
              interest {
                id
                interest
              }
            }
          }
        }
      }
    }
  `);
}
