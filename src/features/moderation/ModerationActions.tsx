import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Card } from '../../ui/Card';
import { openModal } from '../../ui/modalStack';
import { useDismissReportMutation } from './DismissReportMutation';
import { leaveQueueIfClosed } from './queueConnection';
import { useRemoveReportedContentMutation } from './RemoveReportedContentMutation';
import { SuspendAccountDialog } from './SuspendAccountDialog';
import type { ModerationActions_report$key } from './__generated__/ModerationActions_report.graphql';

/** Dismiss, remove the reported message, picture, group post or event, suspend the account: each lands in the audit log. */
export function ModerationActions({ report }: { report: ModerationActions_report$key }) {
  const data = useFragment(
    graphql`
      fragment ModerationActions_report on ModerationReport {
        id
        status
        messages {
          isReported
          content
        }
        image {
          __typename
        }
        groupPost {
          title
          isRemoved
        }
        event {
          isCancelled
        }
        profile {
          displayName
          suspendedAt
        }
      }
    `,
    report,
  );
  const [dismiss, isDismissing] = useDismissReportMutation();
  const [remove] = useRemoveReportedContentMutation();
  const [error, setError] = useState<string | null>(null);
  const name = data.profile.displayName || 'this account';
  const reportedMessage = data.messages.find((message) => message.isReported);
  const post = data.groupPost && !data.groupPost.isRemoved ? data.groupPost : null;
  const removable = reportedMessage?.content
    ? 'message'
    : data.image
      ? 'picture'
      : post
        ? post.title === null
          ? 'reply'
          : 'thread'
        : data.event && !data.event.isCancelled
          ? 'event'
          : null;
  const done = (_: unknown, errors: readonly { message: string }[] | null | undefined) =>
    setError(errors?.length ? errors[0].message : null);
  const failed = (failure: Error) => setError(errorMessage(failure));
  const config = {
    variables: { input: { reportId: data.id } },
    updater: (store: Parameters<typeof leaveQueueIfClosed>[0]) => leaveQueueIfClosed(store, data.id),
    onCompleted: done,
    onError: failed,
  };

  const confirmRemoval = () =>
    openModal((close) => (
      <Dialog title={`Remove the reported ${removable}?`} role="alertdialog">
        <p>It disappears for everyone, for good. The removal is kept in the audit log.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={close} autoFocus>
            Cancel
          </Button>
          <Button
            onPress={() => {
              close();
              remove(config);
            }}
            className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
          >
            Remove {removable}
          </Button>
        </div>
      </Dialog>
    ));
  return (
    <Card>
      <h2 className="text-lg font-bold">Actions</h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {data.status === 'OPEN' && (
          <Button variant="secondary" isPending={isDismissing} onPress={() => dismiss(config)}>
            Dismiss report
          </Button>
        )}
        {removable && (
          <Button variant="secondary" onPress={confirmRemoval}>
            Remove {removable}
          </Button>
        )}
        {!data.profile.suspendedAt && (
          <Button onPress={() => openModal((close) => <SuspendAccountDialog reportId={data.id} name={name} close={close} />)}>
            Suspend account
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </Card>
  );
}
