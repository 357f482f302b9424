import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { ageOn } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphqlErrors';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { TextField } from '../../../ui/TextField';
import { Card } from '../../../ui/Card';
import { useCorrectDateOfBirthMutation } from './CorrectDateOfBirthMutation';
import { SameEmailAccounts } from './SameEmailAccounts';
import type { DateOfBirthRecordCard_record$key } from './__generated__/DateOfBirthRecordCard_record.graphql';

const ADULT_AGE = 18;
const day = (date: string | null | undefined) => (date ? format(parseISO(date), 'd MMM yyyy') : 'none');

/** One member's date of birth, the form that corrects it, and every correction made so far (newest first). */
export function DateOfBirthRecordCard({ record }: { record: DateOfBirthRecordCard_record$key }) {
  const data = useFragment(
    graphql`
      fragment DateOfBirthRecordCard_record on DateOfBirthRecord {
        id
        profileUuid
        displayName
        dateOfBirth
        age
        isAdult
        corrections {
          id
          profileUuid
          correctedAt
          correctedByName
          oldDateOfBirth
          newDateOfBirth
          reason
        }
        sameEmailAccounts {
          ...SameEmailAccounts_accounts
        }
      }
    `,
    record,
  );
  // Kept here: a saved correction changes the date, which gives the form a fresh start (its key).
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <>
      <Card className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-bold">{data.displayName}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Profile ID</dt>
            <dd className="font-mono break-all">{data.profileUuid}</dd>
            <dt className="font-semibold">Date of birth</dt>
            <dd>
              {day(data.dateOfBirth)}
              {data.age !== null && ` (${data.age}, ${data.isAdult ? 'adult' : 'under 18'})`}
            </dd>
          </dl>
        </div>
        <CorrectionForm
          key={data.dateOfBirth}
          displayName={data.displayName}
          profileUuid={data.profileUuid}
          dateOfBirth={data.dateOfBirth}
          isAdult={data.isAdult}
          onOutcome={setOutcome}
        />
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={
              outcome.ok
                ? 'text-sm font-semibold text-green-800 dark:text-green-300'
                : 'text-sm font-semibold text-red-800 dark:text-red-300'
            }
          >
            {outcome.message}
          </p>
        )}
      </Card>
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">Corrections</h2>
        {data.corrections.length === 0 ? (
          <p className="text-sm">No corrections yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {data.corrections.map((correction) => (
              <li key={correction.id} className="text-sm">
                <p className="font-semibold">
                  {day(correction.oldDateOfBirth)} → {day(correction.newDateOfBirth)}
                </p>
                <p>
                  By {correction.correctedByName ?? 'a former team member'} on{' '}
                  {format(new Date(correction.correctedAt), 'd MMM yyyy, HH:mm')}
                </p>
                <p className="whitespace-pre-line">Reason: {correction.reason}</p>
                {correction.profileUuid !== data.profileUuid && (
                  <p>
                    Made on another account of this login email: <span className="font-mono break-all">{correction.profileUuid}</span>
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">Other accounts of this login email</h2>
        <p className="text-sm">
          A deleted account's corrections and suspension stay with its login email, and a new account of it starts with them.
        </p>
        <SameEmailAccounts accounts={data.sameEmailAccounts} />
      </Card>
    </>
  );
}

interface Outcome {
  ok: boolean;
  message: string;
}

interface CorrectionFormProps {
  displayName: string;
  profileUuid: string;
  dateOfBirth: string | null | undefined;
  isAdult: boolean;
  onOutcome: (outcome: Outcome | null) => void;
}

function CorrectionForm({ displayName, profileUuid, dateOfBirth, isAdult, onOutcome }: CorrectionFormProps) {
  const [commit, isSaving] = useCorrectDateOfBirthMutation();
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const crosses = date !== null && ageOn(date) >= ADULT_AGE !== isAdult;
  const canSave = date !== null && date !== dateOfBirth && reason.trim() !== '' && !isSaving;
  return (
    <Form
      className="flex flex-col gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        onOutcome(null);
        commit({
          variables: { input: { profileUuid, dateOfBirth: date, reason: reason.trim() } },
          onCompleted: () => onOutcome({ ok: true, message: `${displayName}'s date of birth is now ${day(date)}.` }),
          onError: (error) => onOutcome({ ok: false, message: errorMessage(error) }),
        });
      }}
    >
      <h3 className="font-bold">Correct the date of birth</h3>
      <DatePicker label="Correct date of birth" value={date} onChange={setDate} isDisabled={isSaving} />
      <TextField
        label="Reason"
        description="Required: what the member sent, and how it was checked."
        value={reason}
        onChange={setReason}
        isRequired
        maxLength={1000}
        isDisabled={isSaving}
      />
      {crosses && (
        <p className="rounded-lg bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          This moves {displayName} {isAdult ? 'from the adults to the under-18s' : 'from the under-18s to the adults'}: their likes and
          chats with the other group end at once{isAdult ? ', and After Dark is turned off' : ''}.
        </p>
      )}
      <div>
        <Button type="submit" isDisabled={!canSave && !isSaving} isPending={isSaving}>
          Save correction
        </Button>
      </div>
    </Form>
  );
}
