import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { authStore, clearAuth } from '../../state/auth';
import { Spinner } from '../../ui/Spinner';
import { unsubscribeFromPush } from '../../lib/webPush';
import { noteOwnLogout } from '../../state/sessionEnd';
import { useLogoutMutation } from './LogoutMutation';
import { usePageTitle } from '../../ui/pageTitle';

export const POST_LOGOUT_DELAY_MS = 1000;

/** Revokes the token on the server, forgets the session locally, then goes home after 1 s. */
export function LogoutScreen() {
  usePageTitle('Logging out');
  const navigate = useNavigate();
  const [commitLogout] = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The socket this logout closes must not come back as "logged out on another device".
    noteOwnLogout();
    // The next person on this browser must not get this member's device notifications: the subscription ends here
    // (the push service then refuses the server's sends, and the server forgets it).
    void unsubscribeFromPush().catch((error: unknown) => console.warn('Push subscription not ended', error));
    const finish = () => {
      clearAuth();
      setTimeout(() => void navigate({ to: '/', replace: true }), POST_LOGOUT_DELAY_MS);
    };
    if (!authStore.get().token) {
      finish();
      return;
    }
    // Even if the server cannot be reached, the local session still ends.
    commitLogout({ variables: {}, onCompleted: finish, onError: finish });
  }, [commitLogout, navigate]);

  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <p role="status" className="flex items-center gap-3 text-lg font-medium">
        <Spinner className="text-violet-700 dark:text-violet-300" />
        Logging out...
      </p>
    </main>
  );
}
