import { graphql, useMutation } from 'react-relay/hooks';
import type { CorrectDateOfBirthMutation } from './__generated__/CorrectDateOfBirthMutation.graphql';

/** Staff: corrects a member's date of birth with a reason; answers the record with its new history. */
export function useCorrectDateOfBirthMutation() {
  return useMutation<CorrectDateOfBirthMutation>(graphql`
    mutation CorrectDateOfBirthMutation($input: CorrectDateOfBirthInput!) {
      correctDateOfBirth(input: $input) {
        record {
          ...DateOfBirthRecordCard_record
        }
      }
    }
  `);
}
