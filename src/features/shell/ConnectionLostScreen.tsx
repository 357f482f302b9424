import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';

/**
 * A screen whose data or code did not arrive because the connection dropped: said in a member's words, not the
 * crash screen's. The router loads the screen again by itself when the server answers (src/main.tsx).
 */
export function ConnectionLostScreen({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Connection lost');
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Connection lost</h1>
      <p className="max-w-md text-neutral-700 dark:text-neutral-300">
        This page could not load because Snoot can't be reached right now: your connection may have dropped, or our servers are having a
        moment. It loads again by itself as soon as the connection is back.
      </p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </main>
  );
}
