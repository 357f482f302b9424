import { useState, type ReactNode } from 'react';
import { FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { MAX_REPORT_DETAILS, REPORT_REASONS, reportDetailsProblem, type ReportReasonKey } from '../lib/reportReasons';
import { Button } from './Button';
import { RadioGroup, RadioRow } from './RadioGroup';
import { fieldBorder, focusRing } from './utils';

interface ReportReasonFormProps {
  /** The question the reasons answer: "Why are you reporting Otto?". */
  question: string;
  isPending: boolean;
  /** The server's refusal, in its words (shown as an alert). */
  serverError: string | null;
  /** Called with a reason and the trimmed details (null when empty) once both pass the checks. */
  onSend: (reason: ReportReasonKey, details: string | null) => void;
  close: () => void;
  /** What goes along with the report (a message, a picture, a post), shown above the buttons. */
  children?: ReactNode;
}

/**
 * A report's reason (SPEC's reasons), its details (required for 'Something else') and what goes along, with
 * Cancel and Send report. Every report dialog uses it, so a member meets the same questions wherever they report.
 */
export function ReportReasonForm({ question, isPending, serverError, onSend, close, children }: ReportReasonFormProps) {
  const [reason, setReason] = useState<ReportReasonKey | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reportDetailsProblem(reason, details);
  const send = () => {
    setTried(true);
    if (problem || isPending || !reason) return;
    onSend(reason, details.trim() || null);
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
        label={question}
        errorMessage="Please choose a reason."
      >
        {REPORT_REASONS.map((option) => (
          <RadioRow key={option.key} value={option.key}>
            {option.label}
          </RadioRow>
        ))}
      </RadioGroup>
      <DetailsField reason={reason} value={details} onChange={setDetails} error={tried && reason ? problem : null} />
      {children}
      {serverError && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
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
