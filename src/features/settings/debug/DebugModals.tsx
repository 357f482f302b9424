import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { openModal } from '../../../ui/modalStack';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';

function StackedModal({ depth, close }: { depth: number; close: () => void }) {
  return (
    <Dialog title={`Modal ${depth}`}>
      <p>Only the top modal of the stack is visible. Closing it shows the one beneath.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={() => openModal((closeNext) => <StackedModal depth={depth + 1} close={closeNext} />)}>
          Open another
        </Button>
        <Button onPress={close}>Close</Button>
      </div>
    </Dialog>
  );
}

export function DebugModals() {
  return (
    <SettingsPage title="Modals" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <Card className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => openModal((close) => <StackedModal depth={1} close={close} />)}>
          Open a modal
        </Button>
        <Button
          variant="secondary"
          onPress={() => openModal((close) => <StackedModal depth={1} close={close} />, { isDismissable: false })}
        >
          Open an interaction-required modal
        </Button>
      </Card>
    </SettingsPage>
  );
}
