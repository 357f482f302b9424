import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSettings } from '../../state/settings';
import { focusPageHeading } from '../../ui/pageTitle';

// Members see it once per browser, so its dialog (and React Aria's modal code) loads only while it is needed.
const AlphaDisclaimerDialog = lazy(() => import('./AlphaDisclaimerDialog'));

/** Shown until accepted once; it can only be closed by accepting. */
export function AlphaDisclaimer() {
  const accepted = useSettings((settings) => settings.disclaimerAccepted);
  useFocusPageOnAccept(accepted);
  if (accepted) return null;
  return (
    <Suspense fallback={null}>
      <AlphaDisclaimerDialog />
    </Suspense>
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
