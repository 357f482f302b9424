import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertMessages, lastHeldSeqId } from './messageConnection';
import type {
  useChatRoomSubscription as RoomSubscription,
  useChatRoomSubscription$data,
} from './__generated__/useChatRoomSubscription.graphql';

export type RoomEvent = NonNullable<useChatRoomSubscription$data['chatRoom']>;

const subscription = graphql`
  subscription useChatRoomSubscription($roomId: String!) {
    chatRoom(roomId: $roomId) {
      kind
      profileId
      message {
        node {
          id
          seqId
          deletedAt
          ...ChatMessage_message
        }
      }
      readMarker {
        profileId
        seqId
      }
      # Said to screen-reader users by the room (useReactionAnnouncer); the message brings the new counts.
      reaction {
        emoji
        added
      }
    }
  }
`;

/**
 * SubscribeChatRoom: new messages go into the history in seqId order (once each), read markers move the
 * member's marker, and typing goes to `onEvent`. A gap in seqIds or a (re)subscription asks for a catch-up.
 */
export function useChatRoomSubscription(options: {
  roomId: string;
  roomRecordId: string;
  connectionId: string;
  onEvent: (event: RoomEvent) => void;
  catchUp: (options?: { refreshHeld?: boolean }) => void;
}) {
  const { roomId, roomRecordId, connectionId, onEvent, catchUp } = options;
  // The room whose snapshot came last: another snapshot of the same room is a resubscription, after time without events.
  const snapshotOf = useRef<string | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<RoomSubscription>>(
    () => ({
      subscription,
      variables: { roomId },
      updater: (store, data) => {
        const event = data?.chatRoom;
        const room = store.get(roomRecordId);
        if (!event || !room) return;
        if (event.kind === 'MESSAGE' && event.message) {
          const node = store.getRootField('chatRoom')?.getLinkedRecord('message')?.getLinkedRecord('node');
          if (!node) return;
          const seqId = event.message.node.seqId;
          if (seqId > lastHeldSeqId(store, connectionId) + 1) queueMicrotask(catchUp);
          insertMessages(store, connectionId, [node]);
          if (seqId > Number(room.getValue('lastSeqId') ?? 0)) {
            room.setValue(seqId, 'lastSeqId');
            // The room's newest message is what the open room announces to screen-reader users.
            room.setLinkedRecord(node, 'lastMessage');
          }
        }
        if (event.kind === 'READ_MARKER' && event.readMarker) {
          const marker = event.readMarker;
          for (const participant of room.getLinkedRecords('participants') ?? []) {
            if (participant?.getLinkedRecord('profile')?.getDataID() === marker.profileId)
              participant.setValue(marker.seqId, 'lastReadSeqId');
          }
        }
      },
      onNext: (data) => {
        const event = data?.chatRoom;
        if (!event) return;
        // The snapshot sent on every (re)subscription: fetch whatever arrived while not subscribed and, after the
        // first, what changed in the messages on screen meanwhile.
        if (event.kind === 'ROOM_UPDATED') {
          catchUp({ refreshHeld: snapshotOf.current === roomId });
          snapshotOf.current = roomId;
        }
        onEvent(event);
      },
    }),
    [roomId, roomRecordId, connectionId, onEvent, catchUp],
  );
  useSubscription(config);
}
