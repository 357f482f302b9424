import { graphql, useFragment } from 'react-relay/hooks';
import { reportReasonLabel } from '../../lib/reportReasons';
import { Link } from '../../ui/Link';
import { reportTime } from './reportTime';
import type { ModerationReportRow_report$key } from './__generated__/ModerationReportRow_report.graphql';

/** One open report in the queue: who, why and when, linking to its evidence. */
export function ModerationReportRow({ report }: { report: ModerationReportRow_report$key }) {
  const data = useFragment(
    graphql`
      fragment ModerationReportRow_report on ModerationReport {
        id
        reason
        details
        createdAt
        profile {
          displayName
        }
        reporter {
          displayName
        }
        messages {
          isReported
        }
        image {
          __typename
        }
        groupPost {
          title
        }
        event {
          __typename
        }
      }
    `,
    report,
  );
  const evidence = [
    data.messages.some((message) => message.isReported) && 'a message',
    data.image && 'an image',
    data.groupPost && (data.groupPost.title === null ? 'a group reply' : 'a group thread'),
    data.event && 'an event',
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <Link
      to="/settings/debug/moderation/$reportId"
      params={{ reportId: data.id }}
      variant="plain"
      className="flex flex-col gap-1 rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <span className="font-bold">
        {data.profile.displayName || 'Deleted account'}: {reportReasonLabel(data.reason)}
      </span>
      <span className="text-sm text-neutral-700 dark:text-neutral-300">
        Reported by {data.reporter.displayName || 'a deleted account'} ·{' '}
        <time dateTime={String(data.createdAt)}>{reportTime(String(data.createdAt))}</time>
        {evidence && ` · with ${evidence}`}
      </span>
      {data.details && <span className="line-clamp-2 text-sm break-words">{data.details}</span>}
    </Link>
  );
}
