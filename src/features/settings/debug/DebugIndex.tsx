import { useState } from 'react';
import { Form } from 'react-aria-components';
import { isValidApiHost } from '../../../lib/apiHost';
import { authStore } from '../../../state/auth';
import { updateSettings, useSettings } from '../../../state/settings';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { TextField } from '../../../ui/TextField';
import { CopyButton } from '../account/CopyButton';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';

export const DEBUG_PAGES = [
  ['websocket', 'WebSocket'],
  ['components', 'Components'],
  ['toasts', 'Toasts'],
  ['modals', 'Modals'],
  ['news-feeds', 'News feeds'],
  ['feature-flags', 'Feature flags'],
  ['environment-variables', 'Environment variables'],
  ['unauthorized', 'Unauthorized'],
  ['moderation', 'Moderation queue'],
  ['date-of-birth', 'Date of birth corrections'],
] as const;

/** Renders nothing until asked, then throws while rendering, so the error fallback can be checked. */
function Crash({ armed }: { armed: boolean }) {
  if (armed) throw new Error('Deliberate exception from the debug page');
  return null;
}

function ApiHostForm() {
  const apiHost = useSettings((settings) => settings.apiHost);
  const [value, setValue] = useState(apiHost ?? '');
  const invalid = value.trim() !== '' && !isValidApiHost(value.trim());
  return (
    <Form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) updateSettings({ apiHost: value.trim() ? new URL(value.trim()).origin : null });
      }}
    >
      <TextField
        label="API host override"
        description={`Now: ${apiHost ?? 'this site'}`}
        placeholder="https://api.example.com"
        value={value}
        onChange={setValue}
        errorMessage={invalid ? 'Enter an http(s) origin such as https://api.example.com' : undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" isDisabled={invalid}>
          Save host
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            setValue('');
            updateSettings({ apiHost: null });
          }}
        >
          Reset
        </Button>
      </div>
    </Form>
  );
}

export function DebugIndex() {
  const [armed, setArmed] = useState(false);
  const token = authStore.get().token?.accessToken ?? '';
  return (
    <SettingsPage title="Debug Options">
      <Card>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-2">
          {DEBUG_PAGES.map(([path, label]) => (
            <li key={path}>
              <Link to={`/settings/debug/${path}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-bold">Access token</h2>
          <p className="text-sm">Copies the token of this session. Never share it.</p>
        </div>
        <CopyButton value={token} label="access token" />
      </Card>
      <Card>
        <ApiHostForm />
      </Card>
      <Card className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">Crash the app on purpose to check the error screen.</p>
        <Button variant="secondary" onPress={() => setArmed(true)}>
          Throw exception
        </Button>
        <Crash armed={armed} />
      </Card>
    </SettingsPage>
  );
}
