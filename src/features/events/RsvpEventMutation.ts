import { graphql, useMutation } from 'react-relay/hooks';
import type { RsvpEventMutation } from './__generated__/RsvpEventMutation.graphql';

/** Going (the waiting list when full), Interested or Not going; the answer's counts, the address and the member's own list come back. */
export function useRsvpEventMutation() {
  return useMutation<RsvpEventMutation>(graphql`
    mutation RsvpEventMutation($input: EventRsvpInput!) {
      eventRsvp(input: $input) {
        event {
          id
          ...EventRsvp_event
          ...EventDetails_event
        }
        viewer {
          id
          ...MyEvents_viewer
        }
      }
    }
  `);
}
