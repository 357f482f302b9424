import { useContext, type ReactNode } from 'react';
import { ReactRelayContext } from 'react-relay';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { loadedRelayEnvironment } from '../../relay/loadRelayEnvironment';

/**
 * Modals render in the root's modal host, outside the logged-in layout's Relay provider: a modal that
 * queries gives itself the app's (already created) environment unless one is around it already.
 */
export function ModalRelay({ children }: { children: ReactNode }) {
  const around = useContext(ReactRelayContext);
  if (around) return <>{children}</>;
  const environment = loadedRelayEnvironment();
  return environment ? <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider> : null;
}
