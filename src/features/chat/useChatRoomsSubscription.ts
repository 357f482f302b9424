import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onSocketConnected } from '../../relay/subscribe';
import { dropRoom, moveRoomToTop } from './messageConnection';
import type { useChatRoomsSubscription as RoomsSubscription } from './__generated__/useChatRoomsSubscription.graphql';
import type { useChatRoomsSubscriptionCountsQuery } from './__generated__/useChatRoomsSubscriptionCountsQuery.graphql';

const subscription = graphql`
  subscription useChatRoomsSubscription {
    chatRooms {
      kind
      roomGlobalId
      room {
        id
        lastSeqId
        lastReadSeqId
        unreadCount
        lastMessageAt
        ...ChatRoomListItem_room
      }
    }
  }
`;

/** The counts the nav badge and the tabs show, read again after anything that changes them. */
const countsQuery = graphql`
  query useChatRoomsSubscriptionCountsQuery {
    viewer {
      id
      chatsUnreadCount
      chatsArchivedCount
      chatRequestsCount
    }
  }
`;

/**
 * SubscribeChatRooms: every message or read marker in any of the viewer's rooms updates that room in the
 * store, moves it to the top of its list and refreshes the counts. After a reconnect the counts are read
 * again, since events sent while the socket was down are not replayed.
 */
export function useChatRoomsSubscription() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<RoomsSubscription>>(() => {
    const refreshCounts = () =>
      fetchQuery<useChatRoomsSubscriptionCountsQuery>(environment, countsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
    return {
      subscription,
      variables: {},
      updater: (store, data) => {
        const event = data?.chatRooms;
        if (!event) return;
        const room = store.getRootField('chatRooms')?.getLinkedRecord('room');
        if (room) moveRoomToTop(store, room);
        else if (event.kind === 'ROOM_UPDATED') dropRoom(store, event.roomGlobalId);
      },
      onNext: refreshCounts,
    };
  }, [environment]);
  useSubscription(config);
  useEffect(
    () =>
      onSocketConnected(() =>
        fetchQuery<useChatRoomsSubscriptionCountsQuery>(environment, countsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({}),
      ),
    [environment],
  );
}
