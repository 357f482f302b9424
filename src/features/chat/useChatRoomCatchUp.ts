import { useCallback, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { insertMessages, lastContiguousSeqId, markNewestHeld } from './messageConnection';
import type { useChatRoomCatchUpQuery } from './__generated__/useChatRoomCatchUpQuery.graphql';

const catchUpQuery = graphql`
  query useChatRoomCatchUpQuery($roomId: String!, $after: String!, $refreshHeld: Boolean!) {
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
      # The newest messages again, as they stand now: edits, deletions and reactions made while the socket was
      # down reach the messages already on screen (the store updates each by its id).
      recent: messages(last: 50) @include(if: $refreshHeld) {
        edges {
          node {
            id
            ...ChatMessage_message
          }
        }
      }
    }
  }
`;

/**
 * Fetches every message after the unbroken run of seqIds the room's history holds and adds it in order. Run on each
 * (re)subscription and whenever a live event shows a gap, so nothing sent while the socket was down is
 * missed; messages already held are ignored. On a resubscription (`refreshHeld`) it also reads the newest messages
 * again, so what changed in them while the socket was down (an edit, a deletion, a reaction) shows without a
 * reload. One fetch runs at a time, and a request during it runs after (with `refreshHeld` if either asked).
 */
export function useChatRoomCatchUp(roomId: string, connectionId: string) {
  const environment = useRelayEnvironment();
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const refresh = useRef(false);

  const fetchNewer = useCallback(async () => {
    for (let refreshHeld = refresh.current; ; refreshHeld = false) {
      refresh.current = false;
      let after = 0;
      environment.commitUpdate((store) => {
        after = lastContiguousSeqId(store, connectionId);
      });
      const data = await fetchQuery<useChatRoomCatchUpQuery>(
        environment,
        catchUpQuery,
        { roomId, after: String(after), refreshHeld },
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

  return useCallback(
    (options: { refreshHeld?: boolean } = {}) => {
      if (options.refreshHeld) refresh.current = true;
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
    },
    [fetchNewer],
  );
}
