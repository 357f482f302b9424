import { graphql, useMutation } from 'react-relay/hooks';
import type { UserSetBioMutation } from './__generated__/UserSetBioMutation.graphql';

export function useUserSetBioMutation() {
  return useMutation<UserSetBioMutation>(graphql`
    mutation UserSetBioMutation($input: UserSetBioInput!) {
      userSetBio(input: $input) {
        profile {
          id
          bio {
            biography
            genders
            languages
            relationshipStatus
            sexualOrientation
          }
        }
      }
    }
  `);
}
