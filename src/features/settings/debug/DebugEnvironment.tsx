import { useSettings } from '../../../state/settings';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';

/** The build's environment variables and the hosts in use. */
export function DebugEnvironment() {
  const apiHost = useSettings((settings) => settings.apiHost);
  const entries: [string, string][] = [
    ...Object.entries(import.meta.env).map(([key, value]): [string, string] => [key, String(value)]),
    ['APP_VERSION', __APP_VERSION__],
    ['API host', apiHost ?? window.location.origin],
  ];
  return (
    <SettingsPage title="Environment variables" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 font-mono text-sm">
          {entries.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{key}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </SettingsPage>
  );
}
