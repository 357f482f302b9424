import { graphql, useMutation } from 'react-relay/hooks';
import type { RsvpEventMutation } from './__generated__/RsvpEventMutation.graphql';

/** Going (the waiting list when full), Interested or Not going; the counts, the address, the attendees and the member's own list come back. */
export function useRsvpEventMutation() {
  return useMutation<RsvpEventMutation>(graphql`
    mutation RsvpEventMutation($input: EventRsvpInput!) {
      eventRsvp(input: $input) {
        event {
          id
          ...EventRsvp_event
          ...EventDetails_event
          # The attendee lists gain or lose the viewer: the Going page comes back with the change.
          ...EventAttendees_event
        }
        viewer {
          id
          ...MyEvents_viewer
        }
      }
    }
  `);
}
