import { useCallback, type ReactNode } from 'react';
import { RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay/hooks';
import { openModal } from '../shell/modalStack';

/**
 * Opens a modal whose content may use Relay. The modal stack renders at the root, outside the
 * logged-in layout's RelayEnvironmentProvider, so the opener's environment is passed along.
 */
export function useOpenModal() {
  const environment = useRelayEnvironment();
  return useCallback(
    (render: (close: () => void) => ReactNode, options?: { isDismissable?: boolean }) =>
      openModal((close) => <RelayEnvironmentProvider environment={environment}>{render(close)}</RelayEnvironmentProvider>, options),
    [environment],
  );
}
