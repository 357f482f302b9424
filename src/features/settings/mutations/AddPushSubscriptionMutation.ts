import { graphql, useMutation } from 'react-relay/hooks';
import type { AddPushSubscriptionMutation } from './__generated__/AddPushSubscriptionMutation.graphql';

/** Stores this device's PushSubscription, so the server can send to it. */
export function useAddPushSubscriptionMutation() {
  return useMutation<AddPushSubscriptionMutation>(graphql`
    mutation AddPushSubscriptionMutation($input: PushSubscriptionAddInput!) {
      pushSubscriptionAdd(input: $input) {
        isSubscribed
      }
    }
  `);
}
