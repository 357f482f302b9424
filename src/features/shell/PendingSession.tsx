import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAuth } from '../../state/auth';
import { LoadingScreen } from '../../ui/LoadingScreen';

/** While a login is still settling, show the loading screen and re-run the route once it settles. */
export function PendingSession() {
  const router = useRouter();
  const loggedInState = useAuth((auth) => auth.loggedInState);
  useEffect(() => {
    if (loggedInState !== 'pending' && loggedInState !== 'error') void router.invalidate();
  }, [loggedInState, router]);
  return <LoadingScreen />;
}
