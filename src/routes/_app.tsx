import { createFileRoute } from '@tanstack/react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { authStore } from '../state/auth';
import { preloadQuery } from '../relay/preloadQuery';
import { requireSession } from '../features/auth/sessionGuards';
import { AppShell } from '../features/shell/AppShell';
import { AppErrorScreen } from '../features/shell/AppErrorScreen';
import { PendingSession } from '../features/shell/PendingSession';
import { ModalStackHost } from '../ui/modalStack';
import AppShellQueryNode, { type AppShellQuery } from '../features/shell/__generated__/AppShellQuery.graphql';

/** Every logged-in page: the session guard, the Relay environment, the viewer query and the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, context }) => {
    requireSession(location);
    return { relayEnvironment: await context.loadRelayEnvironment() };
  },
  loader: async ({ context }) => ({
    // No token yet means the session is still being set up; the component waits for it.
    queryRef: authStore.get().token ? await preloadQuery<AppShellQuery>(context.relayEnvironment, AppShellQueryNode, {}) : null,
  }),
  errorComponent: AppErrorScreen,
  component: function AppRoute() {
    const { relayEnvironment } = Route.useRouteContext();
    const { queryRef } = Route.useLoaderData();
    return (
      <RelayEnvironmentProvider environment={relayEnvironment}>
        {queryRef ? <AppShell queryRef={queryRef} /> : <PendingSession />}
        {/* Inside the provider, so a modal that queries finds the environment. Only logged-in pages open modals. */}
        <ModalStackHost />
      </RelayEnvironmentProvider>
    );
  },
});
