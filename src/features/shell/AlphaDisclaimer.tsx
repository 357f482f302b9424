import { useEffect, useRef } from 'react';
import { updateSettings, useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import { focusPageHeading } from './pageTitle';

/** Shown until accepted once; it can only be closed by accepting. */
export function AlphaDisclaimer() {
  const accepted = useSettings((settings) => settings.disclaimerAccepted);
  useFocusPageOnAccept(accepted);
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

/**
 * The disclaimer opened with the page, so closing it gives focus back to <body>; move it to the page's
 * heading instead, once React Aria has finished restoring focus (it does so in the next frame).
 */
function useFocusPageOnAccept(accepted: boolean) {
  const wasAccepted = useRef(accepted);
  useEffect(() => {
    if (wasAccepted.current || !accepted) return;
    wasAccepted.current = true;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (document.activeElement === document.body || document.activeElement === null) focusPageHeading();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [accepted]);
}
