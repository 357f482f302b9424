import { useCallback, useId, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '../../ui/Button';
import { safeReturnPath } from '../../lib/returnPath';
import { QrLoginPanel } from './QrLoginPanel';
import { qrLoginApi } from './qrLoginApi';

/** As after an email code (SPEC §2): the app goes on 1 second after the login succeeds. */
const AFTER_LOGIN_MS = 1000;

interface WelcomeStepProps {
  onEmail: () => void;
  /** Single sign-on: off to the identity provider's authorization address (SPEC §2). */
  onQrCode: () => void;
  /** Why the single sign-on login could not start, if it could not. */
  qrError?: string | null;
}

export function WelcomeStep({ onEmail, onQrCode, qrError }: WelcomeStepProps) {
  const [showQr, setShowQr] = useState(false);
  const qrButtonId = useId();
  const navigate = useNavigate();
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };

  const closeQr = useCallback(() => {
    setShowQr(false);
    // Back where the member came from, not on the page's body.
    requestAnimationFrame(() => document.getElementById(qrButtonId)?.focus());
  }, [qrButtonId]);
  const loggedIn = useCallback(() => {
    setTimeout(() => void navigate({ to: safeReturnPath(redirect) }), AFTER_LOGIN_MS);
  }, [navigate, redirect]);

  if (showQr) return <QrLoginPanel api={qrLoginApi} onBack={closeQr} onLoggedIn={loggedIn} />;
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
      <Button size="lg" variant="quiet" onPress={onQrCode}>
        Log in with single sign-on
      </Button>
      {qrError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {qrError}
        </p>
      )}
    </div>
  );
}
