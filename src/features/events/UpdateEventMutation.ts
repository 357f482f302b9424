import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateEventMutation } from './__generated__/UpdateEventMutation.graphql';

/** Changes the fields given (a new time tells the attendees); the page's parts come back changed. */
export function useUpdateEventMutation() {
  return useMutation<UpdateEventMutation>(graphql`
    mutation UpdateEventMutation($input: EventUpdateInput!) {
      eventUpdate(input: $input) {
        event {
          id
          uuid
          ...EventHeader_event
          ...EventDetails_event
          ...EventRsvp_event
          ...EventManagerActions_event
          ...EventForm_event
        }
      }
    }
  `);
}
