import { useRouter } from '@tanstack/react-router';
import type { FallbackProps } from 'react-error-boundary';
import { isConnectionFailure } from '../../lib/apiUnreachable';
import { ConnectionLostScreen } from './ConnectionLostScreen';
import { ErrorFallback } from './ErrorFallback';

/**
 * What a screen that failed shows: "Connection lost" when its data or code did not arrive, the crash words (SPEC
 * §8) when the app itself broke. `reset` lets the screen render again once its loaders ran again.
 */
export function ScreenErrorView({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  if (!isConnectionFailure(error)) return <ErrorFallback />;
  return (
    <ConnectionLostScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** The same for a react-error-boundary (the shell's boundary around the page). */
export function BoundaryErrorView({ error, resetErrorBoundary }: FallbackProps) {
  return <ScreenErrorView error={error} reset={resetErrorBoundary} />;
}
