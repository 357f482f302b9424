import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { reportReasonLabel } from '../../lib/reportReasons';
import { Link } from '../../ui/Link';
import { Card } from '../../ui/Card';
import { ModerationActions } from './ModerationActions';
import { ModerationAuditLog } from './ModerationAuditLog';
import { SameEmailAccounts } from '../settings/debug/SameEmailAccounts';
import { reportTime } from './reportTime';
import type { ModerationReportDetail_report$key } from './__generated__/ModerationReportDetail_report.graphql';

const STATUS = { OPEN: 'Open', DISMISSED: 'Dismissed', ACTIONED: 'Acted on' } as Record<string, string>;

/** The report, the reported member, the evidence (message in context, image, group post), the actions and the log. */
export function ModerationReportDetail({ report }: { report: ModerationReportDetail_report$key }) {
  const data = useFragment(
    graphql`
      fragment ModerationReportDetail_report on ModerationReport {
        id
        reason
        details
        status
        createdAt
        reporter {
          displayName
        }
        profile {
          uuid
          displayName
          dateOfBirth
          suspendedAt
          suspendedUntil
          suspensionReason
          sameEmailAccounts {
            ...SameEmailAccounts_accounts
          }
        }
        messages {
          id
          authorName
          content
          isReported
          createdAt
          earlierTexts
        }
        image {
          url(width: 640)
        }
        isImageRemoved
        groupPost {
          groupName
          title
          content
          isRemoved
        }
        event {
          displayName
          description
          eventBeginAt
          isCancelled
        }
        ...ModerationActions_report
        ...ModerationAuditLog_report
      }
    `,
    report,
  );
  const profile = data.profile;
  return (
    <>
      <Card>
        <h2 className="text-lg font-bold">{reportReasonLabel(data.reason)}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Fact term="Status">{STATUS[data.status] ?? data.status}</Fact>
          <Fact term="Reported">{reportTime(String(data.createdAt))}</Fact>
          <Fact term="By">{data.reporter.displayName || 'A deleted account'}</Fact>
          {data.details && <Fact term="Details">{data.details}</Fact>}
        </dl>
      </Card>
      <Card>
        <h2 className="text-lg font-bold">Reported member</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Fact term="Name">
            <Link to="/profiles/$uuid" params={{ uuid: profile.uuid }}>
              {profile.displayName || 'Deleted account'}
            </Link>
          </Fact>
          <Fact term="Profile ID">{profile.uuid}</Fact>
          {profile.dateOfBirth && <Fact term="Date of birth">{String(profile.dateOfBirth)}</Fact>}
          <Fact term="Account">
            {profile.suspendedAt
              ? `Suspended ${profile.suspendedUntil ? `until ${reportTime(String(profile.suspendedUntil))}` : 'indefinitely'}: ${profile.suspensionReason ?? ''}`
              : 'Active'}
          </Fact>
          <Fact term="Other accounts of this email">
            <SameEmailAccounts accounts={profile.sameEmailAccounts} />
          </Fact>
        </dl>
      </Card>
      {(data.messages.length > 0 || data.image || data.isImageRemoved || data.groupPost || data.event) && (
        <Card>
          <h2 className="text-lg font-bold">Evidence</h2>
          {data.messages.length > 0 && (
            <ol aria-label="The reported message and the messages around it" className="mt-2 flex flex-col gap-2">
              {data.messages.map((message) => (
                <li
                  key={message.id}
                  className={`rounded-lg p-2 text-sm ${message.isReported ? 'border-2 border-red-700 dark:border-red-300' : 'bg-neutral-100 dark:bg-neutral-800'}`}
                >
                  {message.isReported && <strong className="block text-red-800 dark:text-red-300">Reported message</strong>}
                  <span className="font-semibold">{message.authorName || 'Deleted account'}</span>{' '}
                  <time className="text-neutral-600 dark:text-neutral-400" dateTime={String(message.createdAt)}>
                    {reportTime(String(message.createdAt))}
                  </time>
                  <p className="break-words whitespace-pre-wrap">{message.content ?? <em>Removed</em>}</p>
                  {message.earlierTexts.length > 0 && (
                    <details className="mt-1">
                      <summary className="text-neutral-700 dark:text-neutral-300">Edited: what it said before</summary>
                      <ol className="mt-1 list-decimal pl-5">
                        {message.earlierTexts.map((text, index) => (
                          <li key={index} className="break-words whitespace-pre-wrap">
                            {text}
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          )}
          {data.image && (
            <img src={data.image.url} alt={`The reported picture of ${profile.displayName}`} className="mt-2 max-h-96 rounded-lg" />
          )}
          {data.isImageRemoved && <p className="mt-2 text-sm">The reported picture has been removed.</p>}
          {data.groupPost && (
            <div className="mt-2 rounded-lg border-2 border-red-700 p-2 text-sm dark:border-red-300">
              <strong className="block text-red-800 dark:text-red-300">
                Reported {data.groupPost.title === null ? 'reply' : 'thread'} in {data.groupPost.groupName}
              </strong>
              {data.groupPost.title !== null && <p className="font-semibold break-words">{data.groupPost.title}</p>}
              {data.groupPost.isRemoved ? (
                <p>
                  <em>Removed</em>
                </p>
              ) : (
                <p className="break-words whitespace-pre-wrap">{data.groupPost.content}</p>
              )}
            </div>
          )}
          {data.event && (
            <div className="mt-2 rounded-lg border-2 border-red-700 p-2 text-sm dark:border-red-300">
              <strong className="block text-red-800 dark:text-red-300">Reported event</strong>
              <p className="font-semibold break-words">{data.event.displayName}</p>
              <p>
                Begins <time dateTime={data.event.eventBeginAt}>{reportTime(data.event.eventBeginAt)}</time>
                {data.event.isCancelled && ' · Cancelled'}
              </p>
              <p className="break-words whitespace-pre-wrap">{data.event.description}</p>
            </div>
          )}
        </Card>
      )}
      <ModerationActions report={data} />
      <ModerationAuditLog report={data} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-neutral-600 dark:text-neutral-400">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
