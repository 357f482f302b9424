import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetInterestsMutation } from './__generated__/UserSetInterestsMutation.graphql';

export function useUserSetInterestsMutation() {
  return useMutation<UserSetInterestsMutation>(graphql`
    mutation UserSetInterestsMutation($input: UserSetInterestsInput!) {
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
