import type { FallbackProps } from 'react-error-boundary';
import { memberErrorText } from '../../lib/memberErrorText';
import { useRetryWhenReconnected } from '../../relay/connection';
import { Button } from '../../ui/Button';

/** An events screen that could not load: what went wrong in member words, and Retry. */
export function EventsError({ error, resetErrorBoundary }: FallbackProps) {
  useRetryWhenReconnected(resetErrorBoundary);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <p className="text-2xl font-bold">Oops, something went wrong :(</p>
      <p className="text-neutral-700 dark:text-neutral-300">{memberErrorText(error)}</p>
      <Button onPress={resetErrorBoundary}>Retry</Button>
    </div>
  );
}
