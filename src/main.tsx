import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { loadedRelayEnvironment, loadRelayEnvironment } from './relay/loadRelayEnvironment';
import { createAppRouter } from './router';
import { authStore } from './state/auth';
import { ErrorFallback } from './features/shell/ErrorFallback';
import { createErrorReporter, reportUncaughtErrors } from './lib/errorReporting';
import { settingsStore } from './state/settings';
import './index.css';

const router = createAppRouter(loadRelayEnvironment);

// When the session ends (logout, revoked token, failed refresh) drop cached data and let the route
// guards re-run, which sends the user to /login.
let hadToken = authStore.get().token !== null;
authStore.subscribe(() => {
  const hasToken = authStore.get().token !== null;
  if (hadToken && !hasToken) {
    const environment = loadedRelayEnvironment();
    if (environment) void import('./relay/environment').then(({ forgetCachedData }) => forgetCachedData(environment));
    void router.invalidate();
  }
  hadToken = hasToken;
});

// A sample of crashes goes to the server's log (SPEC §9: rate 0.2).
const reportError = createErrorReporter(() => settingsStore.get().apiHost);
reportUncaughtErrors(reportError);

createRoot(document.getElementById('root')!, {
  onCaughtError(error, info) {
    console.error(error, info.componentStack);
    reportError(error);
  },
  onUncaughtError(error, info) {
    console.error(error, info.componentStack);
    reportError(error);
  },
}).render(
  <StrictMode>
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
