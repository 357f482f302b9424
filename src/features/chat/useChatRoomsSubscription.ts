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
      # The subscriber's own counts as the event left them: the badge and the tabs update from the event alone.
      viewer {
        id
        chatsUnreadCount
        chatsArchivedCount
        chatRequestsCount
      }
    }
  }
`;

/** The counts the nav badge and the tabs show, read again after a reconnect (events meanwhile are not replayed). */
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
 * store and moves it to the top of its list, and the counts it carries update the badge and the tabs. After a
 * reconnect the counts are read again, since events sent while the socket was down are not replayed.
 */
export function useChatRoomsSubscription() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<RoomsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const event = data?.chatRooms;
        if (!event) return;
        const room = store.getRootField('chatRooms')?.getLinkedRecord('room');
        if (room) moveRoomToTop(store, room);
        else if (event.kind === 'ROOM_UPDATED') dropRoom(store, event.roomGlobalId);
      },
    }),
    [],
  );
  useSubscription(config);
  useEffect(
    () =>
      onSocketConnected(() =>
        fetchQuery<useChatRoomsSubscriptionCountsQuery>(environment, countsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({}),
      ),
    [environment],
  );
}
