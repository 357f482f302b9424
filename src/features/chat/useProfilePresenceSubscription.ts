import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { announce } from '../../ui/LiveAnnouncer';
import type { useProfilePresenceSubscription as PresenceSubscription } from './__generated__/useProfilePresenceSubscription.graphql';

const subscription = graphql`
  subscription useProfilePresenceSubscription($profileId: ID!) {
    profilePresence(profileId: $profileId) {
      profile {
        id
        presence
      }
    }
  }
`;

const SAID: Record<string, string> = {
  ONLINE: 'is online',
  ACTIVE_TODAY: 'was active today',
  ACTIVE_THIS_WEEK: 'was active this week',
};

/**
 * The other member's presence, live: each event carries their profile, so Relay updates every label that reads
 * it. The server sends the presence as it is on subscribing and then only when it changes step, never on each
 * report of an open tab; a change is said once, politely ("Rusty Fox is online"), and a presence hidden since
 * is not announced at all.
 */
export function useProfilePresenceSubscription(profileId: string, name: string, presence: string | null | undefined) {
  const config = useMemo<GraphQLSubscriptionConfig<PresenceSubscription>>(() => ({ subscription, variables: { profileId } }), [profileId]);
  useSubscription(config);

  const previous = useRef(presence);
  useEffect(() => {
    if (previous.current === presence) return;
    previous.current = presence;
    if (presence && SAID[presence]) announce(`${name} ${SAID[presence]}`);
  }, [name, presence]);
}
