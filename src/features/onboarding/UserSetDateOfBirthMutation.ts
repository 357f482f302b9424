import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetDateOfBirthMutation } from './__generated__/UserSetDateOfBirthMutation.graphql';

export function useUserSetDateOfBirthMutation() {
  return useMutation<UserSetDateOfBirthMutation>(graphql`
    mutation UserSetDateOfBirthMutation($input: UserSetDateOfBirthInput!) {
      userSetDateOfBirth(input: $input) {
        profile {
          id
          dateOfBirth
          age
        }
        viewer {
          id
          isOnboarded
          isAdult
        }
      }
    }
  `);
}
