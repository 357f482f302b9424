import { useState } from 'react';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ReportReasonForm } from '../../ui/ReportReasonForm';
import { useReportEventMutation } from './ReportEventMutation';

/** Report an event: the reasons and details every report asks for, the event going along as evidence. */
export function ReportEventDialog({ event, close }: { event: { id: string; displayName: string }; close: () => void }) {
  const [commit, isInFlight] = useReportEventMutation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = (reason: Parameters<Parameters<typeof ReportReasonForm>[0]['onSend']>[0], details: string | null) => {
    setServerError(null);
    commit({
      variables: { input: { eventId: event.id, reason, details } },
      onCompleted: (_, errors) => (errors?.length ? setServerError(errors[0].message) : setSent(true)),
      onError: (failure) => setServerError(errorMessage(failure)),
    });
  };
  if (sent) {
    return (
      <Dialog title="Thank you for your report">
        <p role="status">Our team will look at your report. The host is not told who reported the event.</p>
        <div className="flex justify-end">
          <Button onPress={close} autoFocus>
            Done
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Report ${event.displayName}`}>
      <ReportReasonForm
        question="Why are you reporting this event?"
        isPending={isInFlight}
        serverError={serverError}
        onSend={send}
        close={close}
      >
        <p className="text-sm text-neutral-700 dark:text-neutral-300">The event's name, description and picture go with your report.</p>
      </ReportReasonForm>
    </Dialog>
  );
}
