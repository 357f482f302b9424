import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { isValidOneTimeCode, normalizeOneTimeCode, ONE_TIME_CODE_LENGTH } from '../../lib/oneTimeCode';
import { codeErrorMessage, loginWithEmailCode, UNKNOWN_ERROR_MESSAGE } from '../../api/emailLogin';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface CodeStepProps {
  email: string;
  onBack: () => void;
  onLoggedIn: (accessToken: string) => void;
  login?: typeof loginWithEmailCode;
}

export function CodeStep({ email, onBack, onLoggedIn, login = loginWithEmailCode }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'checking' | 'success'>('idle');
  const canSubmit = isValidOneTimeCode(code) && status === 'idle';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setStatus('checking');
    try {
      const result = await login(email, code);
      if ('token' in result) {
        setStatus('success');
        onLoggedIn(result.token);
        return;
      }
      setError(codeErrorMessage(result));
    } catch (cause) {
      console.error('Logging in with a code failed', cause);
      setError(UNKNOWN_ERROR_MESSAGE);
    }
    setStatus('idle');
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" validationBehavior="aria">
      <h1 className="text-2xl font-bold">Enter your code</h1>
      <p className="text-neutral-700 dark:text-neutral-300">Type the {ONE_TIME_CODE_LENGTH}-character code from the email we sent you.</p>
      <TextField
        label="One-time code"
        name="code"
        autoComplete="one-time-code"
        // No maxLength: the browser would cut a pasted " ABC1234 " to " ABC123" before the spaces are dropped;
        // normalizeOneTimeCode keeps the field at 7 characters instead.
        inputProps={{ autoCapitalize: 'characters', spellCheck: false }}
        value={code}
        onChange={(value) => {
          setCode(normalizeOneTimeCode(value));
          setError(undefined);
        }}
        errorMessage={error}
        inputClassName="font-mono text-xl tracking-[0.4em] uppercase"
      />
      {status === 'success' && (
        <p role="status" className="font-medium text-green-800 dark:text-green-300">
          You're in! Taking you to Snoot...
        </p>
      )}
      <div className="flex gap-3">
        <Button variant="secondary" onPress={onBack} isDisabled={status !== 'idle'}>
          Back
        </Button>
        <Button
          type="submit"
          className="flex-1"
          isDisabled={!isValidOneTimeCode(code) || status === 'success'}
          isPending={status === 'checking'}
        >
          Log in
        </Button>
      </div>
    </Form>
  );
}
