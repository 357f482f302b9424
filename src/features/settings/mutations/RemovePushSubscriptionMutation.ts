import { graphql, useMutation } from 'react-relay/hooks';
import type { RemovePushSubscriptionMutation } from './__generated__/RemovePushSubscriptionMutation.graphql';

/** Forgets this device's PushSubscription on the server. */
export function useRemovePushSubscriptionMutation() {
  return useMutation<RemovePushSubscriptionMutation>(graphql`
    mutation RemovePushSubscriptionMutation($input: PushSubscriptionRemoveInput!) {
      pushSubscriptionRemove(input: $input) {
        isSubscribed
      }
    }
  `);
}
