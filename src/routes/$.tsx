import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnPath } from '../lib/returnPath';
import { authStore } from '../state/auth';
import { isSessionUnsettled } from '../features/auth/sessionGuards';
import { LoadingScreen } from '../ui/LoadingScreen';

/**
 * Any path no route claims: home when logged in; the loading screen while a session is settling;
 * otherwise /login, remembering the path (SPEC §2).
 */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    if (authStore.get().token) throw redirect({ to: '/' });
    if (isSessionUnsettled()) return;
    throw redirect({ to: '/login', search: { redirect: safeReturnPath(location.href) } });
  },
  component: LoadingScreen,
});
