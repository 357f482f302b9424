import { useState } from 'react';
import { isValidEmail } from '../../../../shared/email';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { Form } from 'react-aria-components';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useCreateEmailLinkMutation } from '../mutations/CreateEmailLinkMutation';
import { errorMessage } from '../../../lib/graphqlErrors';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const FALSY_RESULT = 'Oops, something went wrong! Please try again later.';
export const UNKNOWN_ERROR = 'An unknown error occurred. Please try again later.';

/** Link email address: idle → loading → success or an error; typing resets to idle (SPEC §4, §8). */
export function EmailLinkScreen() {
  const [commit] = useCreateEmailLinkMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const valid = isValidEmail(email);
  const showInvalid = touched && email !== '' && !valid;

  const send = () => {
    if (!valid || state.kind === 'loading') return;
    setState({ kind: 'loading' });
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: (response, errors) => {
        if (errors?.length) setState({ kind: 'error', message: errors[0].message || UNKNOWN_ERROR });
        else setState(response.emailLinkCreate.ok ? { kind: 'success' } : { kind: 'error', message: FALSY_RESULT });
      },
      onError: (error) => setState({ kind: 'error', message: error ? errorMessage(error) : UNKNOWN_ERROR }),
    });
  };

  return (
    <SettingsPage title="Link email address" back={{ to: '/settings/account', label: 'Support' }}>
      {state.kind === 'success' ? (
        <Card className="flex flex-col gap-1">
          <h2 role="status" className="text-lg font-bold">
            Email sent!
          </h2>
          <p>Please click the link in the email to verify ownership of your email address.</p>
        </Card>
      ) : (
        <Card>
          <Form
            className="flex max-w-md flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setState({ kind: 'idle' });
              }}
              onBlur={() => setTouched(true)}
              isInvalid={showInvalid}
              errorMessage={showInvalid ? INVALID_EMAIL : undefined}
            />
            <Button type="submit" isDisabled={!valid} isPending={state.kind === 'loading'} className="self-start">
              Send verification email
            </Button>
          </Form>
          {state.kind === 'error' && (
            <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
              <p className="font-bold">Something went wrong!</p>
              <p>{state.message}</p>
            </div>
          )}
        </Card>
      )}
    </SettingsPage>
  );
}
