import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** The key NotificationList's @connection uses; live events and read marks update the list under it. */
export const NOTIFICATIONS_CONNECTION = 'NotificationList_notifications';

function notificationsConnection(store: RecordSourceProxy) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return viewer ? ConnectionHandler.getConnection(viewer, NOTIFICATIONS_CONNECTION) : null;
}

/**
 * A new notification, or one whose count rose (a room's messages), goes to the top of the list once: the list
 * is newest first and shows each notification a single time.
 */
export function putNotificationOnTop(store: RecordSourceProxy, notification: RecordProxy) {
  const connection = notificationsConnection(store);
  if (!connection) return;
  const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => Boolean(edge));
  const index = edges.findIndex((edge) => edge.getLinkedRecord('node')?.getDataID() === notification.getDataID());
  if (index === 0) return;
  if (index > 0) {
    const [edge] = edges.splice(index, 1);
    connection.setLinkedRecords([edge, ...edges], 'edges');
    return;
  }
  const edge = ConnectionHandler.createEdge(store, connection, notification, 'NotificationEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Sets the viewer's unread count, which the bell, its badge and the document title read. */
export function setUnreadCount(store: RecordSourceProxy, count: number | ((current: number) => number)) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const current = Number(viewer.getValue('notificationsUnreadCount') ?? 0);
  viewer.setValue(Math.max(0, typeof count === 'function' ? count(current) : count), 'notificationsUnreadCount');
}

/** Every notification the list holds shows read (before "Mark all as read" is answered). */
export function markListedRead(store: RecordSourceProxy) {
  for (const edge of notificationsConnection(store)?.getLinkedRecords('edges') ?? []) {
    edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
  }
}
