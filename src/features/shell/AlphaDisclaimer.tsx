import { updateSettings, useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';

/** Shown until accepted once; it can only be closed by accepting. */
export function AlphaDisclaimer() {
  const accepted = useSettings((settings) => settings.disclaimerAccepted);
  if (accepted) return null;
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Dialog title="ALPHA" role="alertdialog" hideCloseButton>
        <p>This app is currently in alpha; don't be surprised if you run into lots of bugs!</p>
        <Button onPress={() => updateSettings({ disclaimerAccepted: true })}>I understand, let me in anyway!</Button>
      </Dialog>
    </Modal>
  );
}
