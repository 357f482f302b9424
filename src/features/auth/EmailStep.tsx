import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { isValidEmail } from '../../../shared/email';
import { requestEmailCode, UNKNOWN_ERROR_MESSAGE } from '../../api/emailLogin';
import { showToast } from '../../ui/Toast';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onCodeRequested: () => void;
  requestCode?: typeof requestEmailCode;
}

const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function EmailStep({ email, onEmailChange, onBack, onCodeRequested, requestCode = requestEmailCode }: EmailStepProps) {
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    if (!isValidEmail(email)) {
      // Said under the field, which takes focus, rather than a button that stays disabled without a word.
      setError(INVALID_EMAIL_MESSAGE);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await requestCode(email);
      if ('error' in result) {
        setError(result.message || UNKNOWN_ERROR_MESSAGE);
        return;
      }
      showToast({
        title: 'Check your email',
        description: `If ${email.trim()} is associated with an account, we'll send you a one-time code.`,
      });
      onCodeRequested();
    } catch (cause) {
      console.error('Requesting a login code failed', cause);
      setError(UNKNOWN_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" validationBehavior="aria">
      <h1 className="text-2xl font-bold">Log in with email</h1>
      <p className="text-neutral-700 dark:text-neutral-300">We'll email you a one-time code to log in with.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(value) => {
          onEmailChange(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <div className="flex gap-3">
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button type="submit" className="flex-1" isPending={isSending}>
          Send code
        </Button>
      </div>
    </Form>
  );
}
