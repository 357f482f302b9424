import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { errorMessage } from '../../lib/graphqlErrors';
import type { ReportReasonKey } from '../../lib/reportReasons';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectionMark } from '../../ui/RadioGroup';
import { ReportReasonForm } from '../../ui/ReportReasonForm';
import { focusRing } from '../../ui/utils';
import { useReportProfileMutation } from './ReportProfileMutation';

export interface ReportEvidence {
  /** The message reported from a chat room, with its text so the reporter sees what goes along. */
  message?: { id: string; text: string };
  /** The image reported from the lightbox. */
  imageId?: string;
}

interface ReportProfileDialogProps {
  uuid: string;
  name: string;
  evidence?: ReportEvidence;
  close: () => void;
  /** Offered after the thank-you: the reported profile stays reachable to block. */
  onBlock: () => void;
}

/** Report a profile: a reason, details (required for 'Something else'), and what the member saw. */
export function ReportProfileDialog({ uuid, name, evidence, close, onBlock }: ReportProfileDialogProps) {
  const [sent, setSent] = useState(false);
  return (
    <Dialog title={sent ? 'Thank you for your report' : `Report ${name}`}>
      {sent ? (
        <ThankYou name={name} close={close} onBlock={onBlock} />
      ) : (
        <ReportForm uuid={uuid} name={name} evidence={evidence} onSent={() => setSent(true)} close={close} />
      )}
    </Dialog>
  );
}

function ReportForm({
  uuid,
  name,
  evidence,
  onSent,
  close,
}: {
  uuid: string;
  name: string;
  evidence?: ReportEvidence;
  onSent: () => void;
  close: () => void;
}) {
  const [commit, isInFlight] = useReportProfileMutation();
  const [withMessage, setWithMessage] = useState(true);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = (reason: ReportReasonKey, details: string | null) => {
    setServerError(null);
    const input = {
      uuid,
      reason,
      details,
      messageId: evidence?.message && withMessage ? evidence.message.id : null,
      imageId: evidence?.imageId ?? null,
    };
    commit({
      variables: { input },
      onCompleted: (_, errors) => (errors?.length ? setServerError(errors[0].message) : onSent()),
      onError: (failure) => setServerError(errorMessage(failure)),
    });
  };
  return (
    <ReportReasonForm
      question={`Why are you reporting ${name}?`}
      isPending={isInFlight}
      serverError={serverError}
      onSend={send}
      close={close}
    >
      {evidence?.message && (
        <Checkbox
          isSelected={withMessage}
          onChange={setWithMessage}
          className={(renderProps) => focusRing({ ...renderProps, className: 'flex items-start gap-2 rounded-lg text-sm' })}
        >
          {({ isSelected }) => (
            <>
              <SelectionMark isSelected={isSelected} shape="rounded" />
              <span>
                Include the message: <q className="break-words italic">{evidence.message!.text}</q>
              </span>
            </>
          )}
        </Checkbox>
      )}
      {evidence?.imageId && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">The picture you were looking at goes with your report.</p>
      )}
    </ReportReasonForm>
  );
}

function ThankYou({ name, close, onBlock }: { name: string; close: () => void; onBlock: () => void }) {
  return (
    <>
      <p role="status">Our team will look at your report. {name} is not told who reported them.</p>
      <p>If you do not want {name} to reach you again, you can block them as well.</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onBlock}>
          Block {name}
        </Button>
        <Button onPress={close} autoFocus>
          Done
        </Button>
      </div>
    </>
  );
}
