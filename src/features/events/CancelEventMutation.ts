import { graphql, useMutation } from 'react-relay/hooks';
import type { CancelEventMutation } from './__generated__/CancelEventMutation.graphql';

/** The host or a host-group moderator cancels the event; its attendees are told. */
export function useCancelEventMutation() {
  return useMutation<CancelEventMutation>(graphql`
    mutation CancelEventMutation($input: EventIdInput!) {
      eventCancel(input: $input) {
        event {
          id
          isCancelled
          ...EventRsvp_event
          ...EventManagerActions_event
        }
        viewer {
          id
          ...MyEvents_viewer
        }
      }
    }
  `);
}
