import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiUnreachable } from '../../lib/apiUnreachable';
import { ApiErrorScreen } from './ApiErrorScreen';
import { ErrorFallback } from './ErrorFallback';

/** The logged-in frame's error view: the API error screen when the API is out of reach, else the crash screen. */
export function AppErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (!isApiUnreachable(error)) return <ErrorFallback />;
  return (
    <ApiErrorScreen
      message={error.message}
      onRetry={() => {
        // The loader starts the viewer query again; reset lets the frame render once it answers.
        reset();
        void router.invalidate();
      }}
    />
  );
}
