import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** A report that is no longer open leaves the queue's list at once. */
export function leaveQueueIfClosed(store: RecordSourceSelectorProxy, reportId: string) {
  const report = store.get(reportId);
  if (!report || report.getValue('status') === 'OPEN') return;
  const connection = ConnectionHandler.getConnection(store.getRoot(), 'ModerationQueueScreen_moderationReports');
  if (connection) ConnectionHandler.deleteNode(connection, reportId);
}
