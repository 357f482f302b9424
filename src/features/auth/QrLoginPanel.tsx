import { useEffect, useRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../ui/Button';
import { useQrLogin, type QrLoginApi } from './useQrLogin';

export const APPROVE_LOGIN_PATH = '/approve-login';
const UNAVAILABLE = 'Logging in via QR code is unavailable right now. Please try again later.';

interface QrLoginPanelProps {
  api: QrLoginApi;
  onBack: () => void;
  onLoggedIn: () => void;
}

/** The QR code and short code a member logged in on another device scans or types to approve this browser. */
export function QrLoginPanel({ api, onBack, onLoggedIn }: QrLoginPanelProps) {
  const { state, restart } = useQrLogin(api);
  const heading = useRef<HTMLHeadingElement>(null);
  const origin = window.location.origin;

  // Focus starts on the panel's heading, so a screen reader reads what to do next.
  useEffect(() => heading.current?.focus(), []);
  // Once per login, however often the parent hands a new callback.
  const wentOn = useRef(false);
  useEffect(() => {
    if (state.status !== 'loggedIn' || wentOn.current) return;
    wentOn.current = true;
    onLoggedIn();
  }, [state.status, onLoggedIn]);

  return (
    <section aria-labelledby="qr-login-heading" className="flex flex-col items-center gap-4 text-center">
      <h1 id="qr-login-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        Log in via QR code
      </h1>
      {state.status === 'waiting' && (
        <>
          <div className="rounded-xl bg-white p-3 forced-colors:border">
            <QRCodeSVG
              value={`${origin}${APPROVE_LOGIN_PATH}?code=${encodeURIComponent(state.grant.userCode)}`}
              size={184}
              role="img"
              aria-label={`QR code to approve this login, for the code ${state.grant.userCode}`}
            />
          </div>
          <p className="text-neutral-800 dark:text-neutral-200">
            Your code: <strong className="font-mono text-2xl tracking-widest">{state.grant.userCode}</strong>
          </p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Scan with a phone where you're logged in to Snoot, or go to{' '}
            <span className="font-medium break-all">
              {origin}
              {APPROVE_LOGIN_PATH}
            </span>{' '}
            and enter the code.
          </p>
        </>
      )}
      <p role="status" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {statusText(state.status)}
      </p>
      {(state.status === 'expired' || state.status === 'denied' || state.status === 'failed') && (
        <Button
          size="lg"
          onPress={() => {
            restart();
            // The button goes while a new code comes; focus waits on the heading, not on the page.
            heading.current?.focus();
          }}
        >
          {state.status === 'failed' ? 'Try again' : 'Get a new code'}
        </Button>
      )}
      <Button size="lg" variant="secondary" onPress={onBack}>
        Back
      </Button>
    </section>
  );
}

function statusText(status: ReturnType<typeof useQrLogin>['state']['status']) {
  switch (status) {
    case 'starting':
      return 'Getting a code…';
    case 'waiting':
      return 'Waiting for approval…';
    case 'expired':
      return 'This code expired before it was approved.';
    case 'denied':
      return 'The login was denied on the other device.';
    case 'failed':
      return UNAVAILABLE;
    case 'loggedIn':
      return 'Logged in. Taking you to Snoot…';
  }
}
