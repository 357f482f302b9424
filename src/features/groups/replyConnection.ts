import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/**
 * Puts a reply at the end of a thread's replies (oldest first), once, whichever of the send's answer and the live
 * event comes first. While newer pages are still to load, it waits for them instead: put at the end now, it would
 * sit above replies written before it once those pages come.
 */
export function appendReply(store: RecordSourceProxy, connectionId: string, reply: RecordProxy) {
  const connection = store.get(connectionId);
  if (!connection) return;
  if (connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage')) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === reply.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, reply, 'GroupReplyEdge');
  ConnectionHandler.insertEdgeAfter(connection, edge);
}
