import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

const seqOf = (edge: RecordProxy | null | undefined) => Number(edge?.getLinkedRecord('node')?.getValue('seqId') ?? 0);

/**
 * Puts messages into a room's history connection: each message once (by id), all in seqId order,
 * whatever order the mutation answer, the live events and the catch-up fetch arrive in.
 */
export function insertMessages(store: RecordSourceProxy, connectionId: string, nodes: RecordProxy[]) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => Boolean(edge));
  const held = new Set(edges.map((edge) => edge.getLinkedRecord('node')?.getDataID()));
  let changed = false;
  for (const node of nodes) {
    if (held.has(node.getDataID())) continue;
    held.add(node.getDataID());
    const edge = ConnectionHandler.createEdge(store, connection, node, 'ChatRoomMessageEdge');
    edge.setValue(String(node.getValue('seqId')), 'cursor');
    edges.push(edge);
    changed = true;
  }
  if (!changed) return;
  edges.sort((a, b) => seqOf(a) - seqOf(b));
  connection.setLinkedRecords(edges, 'edges');
}

/**
 * The history holds the newest message (a catch-up read to the end): no newer page is left to load, whatever the
 * page the room opened with (at the first unread message) said.
 */
export function markNewestHeld(store: RecordSourceProxy, connectionId: string) {
  store.get(connectionId)?.getLinkedRecord('pageInfo')?.setValue(false, 'hasNextPage');
}

/** The highest seqId the connection holds: where a catch-up fetch continues from. */
export function lastHeldSeqId(store: RecordSourceProxy, connectionId: string) {
  const edges = store.get(connectionId)?.getLinkedRecords('edges') ?? [];
  return edges.reduce((max, edge) => Math.max(max, seqOf(edge)), 0);
}

/**
 * The end of the unbroken run of seqIds the history holds (seqIds have no gaps on the server): a catch-up
 * continues from here, so messages a live event jumped over are fetched too.
 */
export function lastContiguousSeqId(store: RecordSourceProxy, connectionId: string) {
  const seqIds = (store.get(connectionId)?.getLinkedRecords('edges') ?? []).map(seqOf).sort((a, b) => a - b);
  for (let i = 1; i < seqIds.length; i += 1) if (seqIds[i] !== seqIds[i - 1] + 1) return seqIds[i - 1];
  return seqIds.at(-1) ?? 0;
}

/** A room's new last message moves it to the top of each chat list it is in (newest first). */
export function moveRoomToTop(store: RecordSourceProxy, room: RecordProxy) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  for (const filter of ['RECENT', 'ARCHIVED', 'REQUESTS']) {
    const connection = ConnectionHandler.getConnection(viewer, 'ChatRoomList_chatRooms', { filter });
    if (!connection) continue;
    const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => Boolean(edge));
    const index = edges.findIndex((edge) => edge.getLinkedRecord('node')?.getDataID() === room.getDataID());
    const belongs = listFor(room) === filter;
    if (index >= 0) {
      const [edge] = edges.splice(index, 1);
      connection.setLinkedRecords(belongs ? [edge, ...edges] : edges, 'edges');
    } else if (belongs) {
      const edge = ConnectionHandler.createEdge(store, connection, room, 'ChatRoomEdge');
      ConnectionHandler.insertEdgeBefore(connection, edge);
    }
  }
}

/** Removes a room that is gone (deleted for everyone, or left) from every chat list. */
export function dropRoom(store: RecordSourceProxy, roomId: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  for (const filter of ['RECENT', 'ARCHIVED', 'REQUESTS']) {
    const connection = ConnectionHandler.getConnection(viewer, 'ChatRoomList_chatRooms', { filter });
    if (connection) ConnectionHandler.deleteNode(connection, roomId);
  }
}

/** SPEC §4's tabs: Requests for invitations, Archived for archived rooms, Recent for the rest. */
function listFor(room: RecordProxy) {
  if (room.getValue('isRemoved')) return null;
  if (room.getValue('status') === 'INVITED') return 'REQUESTS';
  return room.getValue('isArchived') ? 'ARCHIVED' : 'RECENT';
}
