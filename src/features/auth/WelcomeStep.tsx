import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { qrLoginApi } from './qrLoginApi';

// The QR step and its drawing library load when asked for: most members log in by email, and /login's first
// load has a budget (e2e/bundle.spec.ts).
const QrLoginPanel = lazy(async () => ({ default: (await import('./QrLoginPanel')).QrLoginPanel }));

interface WelcomeStepProps {
  onEmail: () => void;
  /** Single sign-on: off to the identity provider's authorization address (SPEC §2). */
  onSingleSignOn: () => void;
  /** A QR login was approved and this browser is logged in. */
  onQrLoggedIn: () => void;
  /** Why the chosen login could not start, if it could not. */
  error?: string | null;
}

export function WelcomeStep({ onEmail, onSingleSignOn, onQrLoggedIn, error }: WelcomeStepProps) {
  const [showQr, setShowQr] = useState(false);
  const qrButtonId = useId();

  const closeQr = useCallback(() => {
    setShowQr(false);
    // Back where the member came from, not on the page's body.
    requestAnimationFrame(() => document.getElementById(qrButtonId)?.focus());
  }, [qrButtonId]);

  if (showQr)
    return (
      <Suspense fallback={<p role="status">Loading the QR code…</p>}>
        <QrLoginPanel api={qrLoginApi} onBack={closeQr} onLoggedIn={onQrLoggedIn} />
      </Suspense>
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Welcome to Snoot</h1>
      <p className="text-neutral-700 dark:text-neutral-300">Meet furries near you, browse profiles and chat. Log in to get started.</p>
      <Button size="lg" onPress={onEmail}>
        Log in with email
      </Button>
      <Button id={qrButtonId} size="lg" variant="secondary" onPress={() => setShowQr(true)}>
        Log in via QR code
      </Button>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Logging in via QR code requires the Snoot app on a phone where you're logged in.
      </p>
      <Button size="lg" variant="quiet" onPress={onSingleSignOn}>
        Log in with single sign-on
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
