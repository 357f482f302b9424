import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateEventMutation } from './__generated__/CreateEventMutation.graphql';

/** Makes an event with the member as its host. */
export function useCreateEventMutation() {
  return useMutation<CreateEventMutation>(graphql`
    mutation CreateEventMutation($input: EventCreateInput!) {
      eventCreate(input: $input) {
        event {
          id
          uuid
        }
      }
    }
  `);
}
