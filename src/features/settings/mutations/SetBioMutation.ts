import { graphql, useMutation } from 'react-relay/hooks';
import type { SetBioMutation } from './__generated__/SetBioMutation.graphql';

export function useSetBioMutation() {
  return useMutation<SetBioMutation>(graphql`
    mutation SetBioMutation($input: UserSetBioInput!) {
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
