import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '../lib/returnPath';
import { redirectIfSignedIn } from '../features/auth/sessionGuards';
import { LoginScreen } from '../features/auth/LoginScreen';
import { Footer } from '../features/shell/Footer';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login/')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: redirectIfSignedIn,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <>
      <LoginScreen returnPath={safeReturnPath(redirect)} />
      <Footer />
    </>
  );
}
