import type { FallbackProps } from 'react-error-boundary';
import { memberErrorText } from '../../lib/memberErrorText';
import { useRetryWhenReconnected } from '../../relay/connection';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';

/** The profile could not be loaded: say so and offer to try again (SPEC §2). */
export function ProfileError({ error, resetErrorBoundary }: FallbackProps) {
  usePageTitle('Profile could not load');
  useRetryWhenReconnected(resetErrorBoundary);
  return (
    <main role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Oops, something went wrong :(</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{memberErrorText(error)}</p>
      <Button onPress={resetErrorBoundary}>Retry</Button>
    </main>
  );
}
