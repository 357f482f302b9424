import { useState } from 'react';
import { Checkbox, FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { errorMessage } from '../../lib/graphqlErrors';
import { MAX_REPORT_DETAILS, REPORT_REASONS, reportDetailsProblem, type ReportReasonKey } from '../../lib/reportReasons';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RadioGroup, RadioRow, SelectionMark } from '../../ui/RadioGroup';
import { fieldBorder, focusRing } from '../../ui/utils';
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
  const [reason, setReason] = useState<ReportReasonKey | null>(null);
  const [details, setDetails] = useState('');
  const [withMessage, setWithMessage] = useState(true);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = reportDetailsProblem(reason, details);
  const send = () => {
    setTried(true);
    if (problem || isInFlight) return;
    setServerError(null);
    const input = {
      uuid,
      reason: reason!,
      details: details.trim() || null,
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
    <Form
      className="flex flex-col gap-4"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        send();
        // Focus goes to what needs an answer (the first reason, or the details), where its words are read out.
        const form = event.currentTarget;
        if (!reason) form.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
        else if (problem) form.querySelector('textarea')?.focus();
      }}
    >
      <RadioGroup
        value={reason}
        onChange={(value) => setReason(value as ReportReasonKey)}
        isRequired
        isInvalid={tried && !reason}
        label={`Why are you reporting ${name}?`}
        errorMessage="Please choose a reason."
      >
        {REPORT_REASONS.map((option) => (
          <RadioRow key={option.key} value={option.key}>
            {option.label}
          </RadioRow>
        ))}
      </RadioGroup>
      <DetailsField reason={reason} value={details} onChange={setDetails} error={tried && reason ? problem : null} />
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
      {serverError && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isPending={isInFlight}>
          Send report
        </Button>
      </div>
    </Form>
  );
}

function DetailsField({
  reason,
  value,
  onChange,
  error,
}: {
  reason: ReportReasonKey | null;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const required = reason === 'OTHER';
  return (
    <TextField value={value} onChange={onChange} isRequired={required} isInvalid={Boolean(error)} className="flex flex-col gap-1">
      <Label className="text-sm font-medium">{required ? 'What is wrong?' : 'Anything else we should know? (optional)'}</Label>
      {/* React Aria ties both the count and the error to the field (aria-describedby); an id of our own would cut the error off. */}
      <TextArea
        rows={4}
        className={(renderProps) =>
          focusRing({
            ...renderProps,
            className: `w-full rounded-lg border bg-white px-3 py-2 text-base dark:bg-neutral-900 ${error ? 'border-red-700 dark:border-red-400' : fieldBorder}`,
          })
        }
      />
      <Text slot="description" className="text-sm text-neutral-600 dark:text-neutral-400">
        {value.trim().length.toLocaleString('en')} of {MAX_REPORT_DETAILS.toLocaleString('en')} characters
      </Text>
      <div role="alert">{error && <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{error}</FieldError>}</div>
    </TextField>
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
