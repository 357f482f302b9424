import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiUnreachable } from '../../lib/apiUnreachable';
import { ApiErrorScreen } from './ApiErrorScreen';
import { ScreenErrorView } from './ScreenErrorView';

/**
 * The logged-in frame's error view: the API error screen when the API is out of reach, else what any screen shows
 * ("Connection lost" when the app's code did not arrive, the crash screen when it broke).
 */
export function AppErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (!isApiUnreachable(error)) return <ScreenErrorView error={error} reset={reset} />;
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
