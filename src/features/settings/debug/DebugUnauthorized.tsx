import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { HiddenDen } from './HiddenDen';

/** What members without staff rights see on the debug pages. */
export function DebugUnauthorized() {
  return (
    <SettingsPage title="Unauthorized" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card>
        <p>Members who are not staff see this screen instead of the debug pages:</p>
      </Card>
      <HiddenDen />
    </SettingsPage>
  );
}
