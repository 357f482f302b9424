import { graphql, useMutation } from 'react-relay/hooks';
import type { PublishConnectionTestMutation } from './__generated__/PublishConnectionTestMutation.graphql';

/** Pings the connection-test channel, so a subscriber sees the message come back over the socket. */
export function usePublishConnectionTestMutation() {
  return useMutation<PublishConnectionTestMutation>(graphql`
    mutation PublishConnectionTestMutation($input: PublishConnectionTestInput!) {
      publishConnectionTest(input: $input) {
        ok
      }
    }
  `);
}
