import { graphql, useMutation } from 'react-relay/hooks';
import type { SetExperimentTreatmentMutation } from './__generated__/SetExperimentTreatmentMutation.graphql';

/** Chooses the viewer's treatment of an experiment; the server refuses one they may not choose. */
export function useSetExperimentTreatmentMutation() {
  return useMutation<SetExperimentTreatmentMutation>(graphql`
    mutation SetExperimentTreatmentMutation($input: ExperimentTreatmentSetInput!) {
      experimentTreatmentSet(input: $input) {
        experiment {
          id
          viewerTreatment
        }
      }
    }
  `);
}
