import { graphql, useMutation } from 'react-relay/hooks';
import type { SetDateOfBirthMutation } from './__generated__/SetDateOfBirthMutation.graphql';

export function useSetDateOfBirthMutation() {
  return useMutation<SetDateOfBirthMutation>(graphql`
    mutation SetDateOfBirthMutation($input: UserSetDateOfBirthInput!) {
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
