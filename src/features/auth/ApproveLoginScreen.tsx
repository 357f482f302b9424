import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { decideLoginRequest, lookUpLoginRequest, type LoginRequest } from '../../api/loginRequests';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { usePageTitle } from '../../ui/pageTitle';

type Phase =
  | { name: 'loading' }
  | { name: 'asking'; request: LoginRequest }
  | { name: 'refused'; message: string }
  | { name: 'decided'; decision: 'approve' | 'deny' };

interface ApproveLoginScreenProps {
  /** The code from the QR code's link, or null until the member types one. */
  code: string | null;
  onCode: (code: string) => void;
  api?: { lookUp: typeof lookUpLoginRequest; decide: typeof decideLoginRequest };
}

const API = { lookUp: lookUpLoginRequest, decide: decideLoginRequest };
const askedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A logged-in member sees which browser asks to log in as them, and approves or denies it. */
export function ApproveLoginScreen({ code, onCode, api = API }: ApproveLoginScreenProps) {
  usePageTitle('Approve a login');
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Approve a login</h1>
      {code ? <LoginRequestDecision code={code} api={api} onCode={onCode} /> : <CodeForm onCode={onCode} />}
    </main>
  );
}

function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) {
      setError('Please enter the code shown on the other device.');
      (event.currentTarget.elements.namedItem('code') as HTMLInputElement | null)?.focus();
      return;
    }
    onCode(value.trim());
  }
  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" validationBehavior="aria">
      <p className="text-neutral-700 dark:text-neutral-300">Enter the code shown on the device you want to log in on.</p>
      <TextField
        label="Code"
        name="code"
        autoComplete="off"
        placeholder="BCDF-GHJK"
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

function LoginRequestDecision({ code, api, onCode }: { code: string; api: typeof API; onCode: (code: string) => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [pending, setPending] = useState<'approve' | 'deny' | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    api.lookUp(code).then(
      (answer) => current && setPhase(answer.ok ? { name: 'asking', request: answer.value } : { name: 'refused', message: answer.message }),
      () => current && setPhase({ name: 'refused', message: 'An unknown error occurred. Please try again later.' }),
    );
    return () => void (current = false);
  }, [api, code]);

  async function decide(decision: 'approve' | 'deny') {
    // One decision at a time; the buttons stay as they are (a pending button's announcement could outlive it).
    if (pending) return;
    setPending(decision);
    const answer = await api
      .decide(code, decision)
      .catch(() => ({ ok: false as const, message: 'An unknown error occurred. Please try again later.' }));
    setPhase(answer.ok ? { name: 'decided', decision } : { name: 'refused', message: answer.message });
    // The buttons go with the answer: focus moves to what it says, not to the page.
    requestAnimationFrame(() => outcome.current?.focus());
  }

  return (
    <>
      <div ref={outcome} tabIndex={-1} role="status" className="font-medium outline-none">
        {phase.name === 'loading' && 'Looking up the code…'}
        {phase.name === 'asking' && pending && (pending === 'approve' ? 'Approving…' : 'Denying…')}
        {phase.name === 'decided' &&
          (phase.decision === 'approve'
            ? 'Approved. The other device is now logged in as you.'
            : 'Denied. The other device was not logged in.')}
      </div>
      {phase.name === 'refused' && (
        <>
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {phase.message}
          </p>
          <CodeForm onCode={onCode} />
        </>
      )}
      {phase.name === 'asking' && (
        <section aria-labelledby="login-request-heading" className="flex flex-col gap-4">
          <h2 id="login-request-heading" className="text-lg font-semibold">
            A device asks to log in to your account
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Code</dt>
            <dd className="font-mono">{code.toUpperCase()}</dd>
            <dt className="font-medium">Device</dt>
            <dd>{phase.request.device}</dd>
            <dt className="font-medium">Asked</dt>
            <dd>{askedAt.format(new Date(phase.request.requestedAt))}</dd>
          </dl>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Approve only if you asked for this login yourself, on a device in front of you: whoever uses it will be logged in as you.
          </p>
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" onPress={() => void decide('deny')}>
              Deny
            </Button>
            <Button className="flex-1" onPress={() => void decide('approve')}>
              Approve
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
