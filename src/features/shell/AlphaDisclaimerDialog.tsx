import { updateSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';

/** The alpha disclaimer itself; it can only be closed by accepting. Loaded by AlphaDisclaimer while needed. */
export default function AlphaDisclaimerDialog() {
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Dialog title="ALPHA" role="alertdialog" hideCloseButton>
        <p>This app is currently in alpha; don't be surprised if you run into lots of bugs!</p>
        <Button onPress={() => updateSettings({ disclaimerAccepted: true })}>I understand, let me in anyway!</Button>
      </Dialog>
    </Modal>
  );
}
