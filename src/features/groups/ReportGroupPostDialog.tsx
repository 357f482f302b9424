import { useState } from 'react';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ReportReasonForm } from '../../ui/ReportReasonForm';
import { useReportGroupPostMutation } from './ReportGroupPostMutation';

export interface ReportedPost {
  /** The thread's or the reply's id. */
  id: string;
  kind: 'thread' | 'reply';
  /** Its author as the reporter sees them ("Private profile" when hidden). */
  authorName: string;
  /** What it says, so the reporter sees what goes along. */
  text: string;
}

/** Report a thread or a reply: the reasons and details every report asks for, the post going along as evidence. */
export function ReportGroupPostDialog({ post, close }: { post: ReportedPost; close: () => void }) {
  const [commit, isInFlight] = useReportGroupPostMutation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const what = post.kind === 'thread' ? 'thread' : 'reply';
  const send = (reason: Parameters<Parameters<typeof ReportReasonForm>[0]['onSend']>[0], details: string | null) => {
    setServerError(null);
    commit({
      variables: { input: { postId: post.id, reason, details } },
      onCompleted: (_, errors) => (errors?.length ? setServerError(errors[0].message) : setSent(true)),
      onError: (failure) => setServerError(errorMessage(failure)),
    });
  };
  if (sent) {
    return (
      <Dialog title="Thank you for your report">
        <p role="status">Our team will look at your report. {post.authorName} is not told who reported them.</p>
        <div className="flex justify-end">
          <Button onPress={close} autoFocus>
            Done
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Report ${post.authorName}'s ${what}`}>
      <ReportReasonForm
        question={`Why are you reporting this ${what}?`}
        isPending={isInFlight}
        serverError={serverError}
        onSend={send}
        close={close}
      >
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          The {what} goes with your report: <q className="break-words italic">{post.text}</q>
        </p>
      </ReportReasonForm>
    </Dialog>
  );
}
