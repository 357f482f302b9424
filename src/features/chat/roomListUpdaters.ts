import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { dropRoom, moveRoomToTop } from './messageConnection';

// A room that changes tab moves between the chat lists; one that goes away leaves them all.

/** Moves the room to the top of whichever list it now belongs to. */
export const roomMoved = (roomRecordId: string) => (store: RecordSourceSelectorProxy) => {
  const room = store.get(roomRecordId);
  if (room) moveRoomToTop(store, room);
};

/** Drops the room from every chat list. */
export const roomGone = (roomRecordId: string) => (store: RecordSourceSelectorProxy) => dropRoom(store, roomRecordId);
