import { useCallback, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { insertMessages, lastContiguousSeqId, markNewestHeld } from './messageConnection';
import type { useChatRoomCatchUpQuery } from './__generated__/useChatRoomCatchUpQuery.graphql';

const catchUpQuery = graphql`
  query useChatRoomCatchUpQuery($roomId: String!, $after: String!) {
    chatRoom(roomId: $roomId) {
      id
      lastSeqId
      lastReadSeqId
      unreadCount
      participants {
        id
        lastReadSeqId
      }
      messages(first: 100, after: $after) {
        edges {
          node {
            id
            seqId
            ...ChatMessage_message
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

/**
 * Fetches every message after the unbroken run of seqIds the room's history holds and adds it in order. Run on each
 * (re)subscription and whenever a live event shows a gap, so nothing sent while the socket was down is
 * missed; messages already held are ignored. One fetch runs at a time, and a request during it runs after.
 */
export function useChatRoomCatchUp(roomId: string, connectionId: string) {
  const environment = useRelayEnvironment();
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const fetchNewer = useCallback(async () => {
    for (;;) {
      let after = 0;
      environment.commitUpdate((store) => {
        after = lastContiguousSeqId(store, connectionId);
      });
      const data = await fetchQuery<useChatRoomCatchUpQuery>(
        environment,
        catchUpQuery,
        { roomId, after: String(after) },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const edges = data?.chatRoom?.messages.edges ?? [];
      const atEnd = data?.chatRoom ? !data.chatRoom.messages.pageInfo.hasNextPage : false;
      environment.commitUpdate((store) => {
        insertMessages(
          store,
          connectionId,
          edges.map((edge) => store.get(edge.node.id)).filter((node) => node != null),
        );
        if (atEnd) markNewestHeld(store, connectionId);
      });
      if (!data?.chatRoom?.messages.pageInfo.hasNextPage || edges.length === 0) return;
    }
  }, [environment, roomId, connectionId]);

  return useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = (async () => {
      do {
        again.current = false;
        await fetchNewer().catch((error: unknown) => console.error('Catching up on the chat failed', error));
      } while (again.current);
      running.current = null;
    })();
  }, [fetchNewer]);
}
