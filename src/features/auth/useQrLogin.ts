import { useCallback, useEffect, useState } from 'react';
import type { AuthToken } from '../../state/auth';
import type { DeviceCodeGrant, PollOutcome } from '../../api/deviceLogin';

export interface QrLoginApi {
  requestDeviceCode: () => Promise<DeviceCodeGrant>;
  pollDeviceToken: (deviceCode: string) => Promise<PollOutcome>;
  completeLogin: (token: AuthToken) => Promise<boolean>;
}

export type QrLoginState =
  | { status: 'starting' }
  | { status: 'waiting'; grant: DeviceCodeGrant }
  | { status: 'expired' }
  | { status: 'denied' }
  | { status: 'failed' }
  | { status: 'loggedIn' };

/** RFC 8628 §3.5: each slow_down adds 5 seconds to the wait between polls. */
const SLOW_DOWN_SECONDS = 5;

/**
 * One QR login attempt: asks for a code, then polls at the provider's pace until the code is approved, denied
 * or expires. `restart` asks for a new code. Leaving the screen stops the polling.
 */
export function useQrLogin(api: QrLoginApi) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QrLoginState>({ status: 'starting' });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: QrLoginState) => void (stopped || setState(next));

    async function pollAfter(grant: DeviceCodeGrant, seconds: number) {
      if (stopped) return;
      if (Date.now() >= grant.expiresAt) return settle({ status: 'expired' });
      timer = setTimeout(() => void pollOnce(grant, seconds), seconds * 1000);
    }

    async function pollOnce(grant: DeviceCodeGrant, seconds: number) {
      const outcome = await api.pollDeviceToken(grant.deviceCode).catch((): PollOutcome => ({ kind: 'failed', status: 0 }));
      if (stopped) return;
      if (outcome.kind === 'pending') return pollAfter(grant, seconds);
      if (outcome.kind === 'slowDown') return pollAfter(grant, seconds + SLOW_DOWN_SECONDS);
      if (outcome.kind === 'expired' || outcome.kind === 'denied') return settle({ status: outcome.kind });
      if (outcome.kind === 'failed') return settle({ status: 'failed' });
      settle((await api.completeLogin(outcome.token)) ? { status: 'loggedIn' } : { status: 'failed' });
    }

    api.requestDeviceCode().then(
      (grant) => {
        settle({ status: 'waiting', grant });
        void pollAfter(grant, grant.interval);
      },
      (error: unknown) => {
        console.error('Could not start the QR login', error);
        settle({ status: 'failed' });
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, attempt]);

  const restart = useCallback(() => {
    setState({ status: 'starting' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, restart };
}
