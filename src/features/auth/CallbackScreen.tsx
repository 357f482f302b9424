import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { completeSingleSignOn } from './completeSingleSignOn';
import { usePageTitle } from '../../ui/pageTitle';

export interface CallbackSearch {
  code?: string;
  state?: string;
}

/** The sign-in redirect target: trade the code for a session, then go where the user started, or to /login. */
export function CallbackScreen({ search }: { search: CallbackSearch }) {
  usePageTitle('Logging in');
  const navigate = useNavigate();
  const hasQuery = Boolean(search.code || search.state);

  useEffect(() => {
    if (!hasQuery) {
      void navigate({ to: '/login', replace: true });
      return;
    }
    // The library reads code, state and any error from the address the provider sent the browser to.
    void completeSingleSignOn(window.location.href).then((returnPath) => navigate({ to: returnPath ?? '/login', replace: true }));
  }, [hasQuery, navigate]);

  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="sr-only">Logging in</h1>
      <div role="status" className="flex items-center gap-3 text-lg font-medium">
        <Spinner className="text-violet-700 dark:text-violet-300" />
        Logging in...
      </div>
      <Link to="/login">Go back</Link>
    </main>
  );
}
