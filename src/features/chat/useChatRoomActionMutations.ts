import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { dropRoom, moveRoomToTop } from './messageConnection';
import type { useChatRoomActionMutationsArchiveMutation } from './__generated__/useChatRoomActionMutationsArchiveMutation.graphql';
import type { useChatRoomActionMutationsUnarchiveMutation } from './__generated__/useChatRoomActionMutationsUnarchiveMutation.graphql';
import type { useChatRoomActionMutationsAcceptMutation } from './__generated__/useChatRoomActionMutationsAcceptMutation.graphql';
import type { useChatRoomActionMutationsRejectMutation } from './__generated__/useChatRoomActionMutationsRejectMutation.graphql';
import type { useChatRoomActionMutationsLeaveMutation } from './__generated__/useChatRoomActionMutationsLeaveMutation.graphql';
import type { useChatRoomActionMutationsRemoveMutation } from './__generated__/useChatRoomActionMutationsRemoveMutation.graphql';

/**
 * What a member can do with a room from the list: archive, unarchive, accept or reject a request, leave,
 * remove (optionally for the other too). Each answer carries the counts of the tabs.
 */
export function useChatRoomActionMutations() {
  const [archive] = useMutation<useChatRoomActionMutationsArchiveMutation>(graphql`
    mutation useChatRoomActionMutationsArchiveMutation($input: ChatRoomIdInput!) {
      chatRoomArchive(input: $input) {
        room {
          id
          isArchived
        }
        viewer {
          id
          chatsArchivedCount
          chatsUnreadCount
        }
      }
    }
  `);
  const [unarchive] = useMutation<useChatRoomActionMutationsUnarchiveMutation>(graphql`
    mutation useChatRoomActionMutationsUnarchiveMutation($input: ChatRoomIdInput!) {
      chatRoomUnarchive(input: $input) {
        room {
          id
          isArchived
        }
        viewer {
          id
          chatsArchivedCount
          chatsUnreadCount
        }
      }
    }
  `);
  const [accept] = useMutation<useChatRoomActionMutationsAcceptMutation>(graphql`
    mutation useChatRoomActionMutationsAcceptMutation($input: ChatRoomIdInput!) {
      chatRoomRequestAccept(input: $input) {
        room {
          id
          status
        }
        viewer {
          id
          chatRequestsCount
          chatsUnreadCount
        }
      }
    }
  `);
  const [reject] = useMutation<useChatRoomActionMutationsRejectMutation>(graphql`
    mutation useChatRoomActionMutationsRejectMutation($input: ChatRoomIdInput!) {
      chatRoomRequestReject(input: $input) {
        deletedRoomId
        viewer {
          id
          chatRequestsCount
          chatsUnreadCount
        }
      }
    }
  `);
  const [leave] = useMutation<useChatRoomActionMutationsLeaveMutation>(graphql`
    mutation useChatRoomActionMutationsLeaveMutation($input: ChatRoomIdInput!) {
      chatRoomLeave(input: $input) {
        deletedRoomId
        viewer {
          id
          chatsUnreadCount
          chatsArchivedCount
          chatRequestsCount
        }
      }
    }
  `);
  const [remove] = useMutation<useChatRoomActionMutationsRemoveMutation>(graphql`
    mutation useChatRoomActionMutationsRemoveMutation($input: ChatRoomRemoveInput!) {
      chatRoomRemove(input: $input) {
        deletedRoomId
        viewer {
          id
          chatsUnreadCount
          chatsArchivedCount
          chatRequestsCount
        }
      }
    }
  `);
  // A room that changes tab moves between the lists; one that goes away leaves them all.
  const moved = (roomRecordId: string) => (store: RecordSourceSelectorProxy) => {
    const room = store.get(roomRecordId);
    if (room) moveRoomToTop(store, room);
  };
  const gone = (roomRecordId: string) => (store: RecordSourceSelectorProxy) => dropRoom(store, roomRecordId);
  const input = (roomUuid: string) => ({ roomId: roomUuid });
  return {
    archive: (roomUuid: string, roomRecordId: string) =>
      archive({
        variables: { input: input(roomUuid) },
        updater: moved(roomRecordId),
      }),
    unarchive: (roomUuid: string, roomRecordId: string) =>
      unarchive({
        variables: { input: input(roomUuid) },
        updater: moved(roomRecordId),
      }),
    accept: (roomUuid: string, roomRecordId: string) =>
      accept({
        variables: { input: input(roomUuid) },
        updater: moved(roomRecordId),
      }),
    reject: (roomUuid: string, roomRecordId: string, onDone?: () => void) =>
      reject({
        variables: { input: input(roomUuid) },
        updater: gone(roomRecordId),
        onCompleted: onDone,
      }),
    leave: (roomUuid: string, roomRecordId: string, onDone?: () => void) =>
      leave({
        variables: { input: input(roomUuid) },
        updater: gone(roomRecordId),
        onCompleted: onDone,
      }),
    remove: (roomUuid: string, roomRecordId: string, deleteForOther: boolean, onDone?: () => void) =>
      remove({
        variables: { input: { roomId: roomUuid, deleteForOther } },
        updater: gone(roomRecordId),
        onCompleted: onDone,
      }),
  };
}
