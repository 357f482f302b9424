import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/Toast';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';

const DURATIONS = ['500ms', '3s', '1m', 'invalid'] as const;

/** Shows toasts of each duration format; an invalid one warns and lasts 3 s (SPEC §5). */
export function DebugToasts() {
  return (
    <SettingsPage title="Toasts" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card className="flex flex-wrap gap-2">
        {DURATIONS.map((duration) => (
          <Button
            key={duration}
            variant="secondary"
            onPress={() => showToast({ title: `Toast for ${duration}`, description: 'A test toast from the debug page.' }, duration)}
          >
            Show {duration}
          </Button>
        ))}
      </Card>
    </SettingsPage>
  );
}
