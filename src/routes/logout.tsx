import { createFileRoute } from '@tanstack/react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { LogoutScreen } from '../features/auth/LogoutScreen';

export const Route = createFileRoute('/logout')({
  // The logout mutation revokes the token on the server, so this page needs Relay too.
  beforeLoad: async ({ context }) => ({ relayEnvironment: await context.loadRelayEnvironment() }),
  component: function LogoutRoute() {
    const { relayEnvironment } = Route.useRouteContext();
    return (
      <RelayEnvironmentProvider environment={relayEnvironment}>
        <LogoutScreen />
      </RelayEnvironmentProvider>
    );
  },
});
