import { useState } from 'react';
import { Form } from 'react-aria-components';
import { errorMessage } from '../../lib/graphqlErrors';
import { SUSPENSION_LENGTHS, suspensionEnd, type SuspensionLength } from '../../lib/suspensionEnd';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { RadioGroup, RadioPill } from '../../ui/RadioGroup';
import { leaveQueueIfClosed } from './queueConnection';
import { reportTime } from './reportTime';
import { useSuspendAccountMutation } from './SuspendAccountMutation';

const MAX_REASON = 500;

/** Staff: suspend the reported account with the reason the member is shown and how long it lasts. */
export function SuspendAccountDialog({ reportId, name, close }: { reportId: string; name: string; close: () => void }) {
  const [commit, isInFlight] = useSuspendAccountMutation();
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<SuspensionLength>('WEEK');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonProblem = !reason.trim()
    ? 'Please give the reason the member will be shown.'
    : reason.trim().length > MAX_REASON
      ? `Please keep the reason to ${MAX_REASON} characters or fewer.`
      : null;
  const end = suspensionEnd(length);
  const suspend = () => {
    setTried(true);
    if (reasonProblem || isInFlight) return;
    setError(null);
    commit({
      variables: { input: { reportId, reason: reason.trim(), until: suspensionEnd(length)?.toISOString() ?? null } },
      updater: (store) => leaveQueueIfClosed(store, reportId),
      onCompleted: (_, errors) => (errors?.length ? setError(errors[0].message) : close()),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <Dialog title={`Suspend ${name}`} role="alertdialog">
      <Form
        className="flex flex-col gap-4"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          suspend();
        }}
      >
        <p>
          Their sessions end at once, their profile and messages disappear for everyone, and they are told the reason when they next log in.
        </p>
        <TextField
          label="Reason the member is shown"
          value={reason}
          onChange={setReason}
          isRequired
          errorMessage={tried ? (reasonProblem ?? undefined) : undefined}
        />
        <RadioGroup label="How long" labelSize="sm" value={length} onChange={(value) => setLength(value as SuspensionLength)}>
          <div className="flex flex-wrap gap-2">
            {SUSPENSION_LENGTHS.map((option) => (
              <RadioPill key={option.key} value={option.key}>
                {option.label}
              </RadioPill>
            ))}
          </div>
        </RadioGroup>
        <p className="text-sm">{end ? `Ends ${reportTime(end.toISOString())}.` : 'No end date: the account stays suspended.'}</p>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={close} autoFocus>
            Cancel
          </Button>
          <Button type="submit" isPending={isInFlight} className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200">
            Suspend {name}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
