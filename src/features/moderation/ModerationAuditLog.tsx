import { graphql, useFragment } from 'react-relay/hooks';
import { Card } from '../../ui/Card';
import { reportTime } from './reportTime';
import type { ModerationAuditLog_report$key } from './__generated__/ModerationAuditLog_report.graphql';

const KIND: Record<string, string> = {
  DISMISSED: 'Dismissed the report',
  IMAGE_REMOVED: 'Removed the picture',
  MESSAGE_REMOVED: 'Removed the message',
  GROUP_POST_REMOVED: 'Removed the group post',
  EVENT_REMOVED: 'Removed the event',
  ACCOUNT_SUSPENDED: 'Suspended the account',
};

/** Every staff action on a report: who, what and when, oldest first. */
export function ModerationAuditLog({ report }: { report: ModerationAuditLog_report$key }) {
  const { actions } = useFragment(
    graphql`
      fragment ModerationAuditLog_report on ModerationReport {
        actions {
          id
          kind
          actorName
          note
          suspendedUntil
          createdAt
        }
      }
    `,
    report,
  );
  return (
    <Card>
      <h2 className="text-lg font-bold">Audit log</h2>
      {actions.length === 0 ? (
        <p className="mt-2 text-sm">Nobody has acted on this report yet.</p>
      ) : (
        <ol aria-label="Audit log" className="mt-2 flex flex-col gap-2 text-sm">
          {actions.map((action) => (
            <li key={action.id}>
              <time dateTime={String(action.createdAt)}>{reportTime(String(action.createdAt))}</time> · <strong>{action.actorName}</strong>:{' '}
              {KIND[action.kind] ?? action.kind}
              {action.kind === 'ACCOUNT_SUSPENDED' &&
                (action.suspendedUntil ? ` until ${reportTime(String(action.suspendedUntil))}` : ' indefinitely')}
              {action.note && ` (${action.note})`}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
