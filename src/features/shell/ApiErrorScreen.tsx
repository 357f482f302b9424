import { COMMUNITY_CHAT_URL, STATUS_PAGE_URL } from '../../lib/supportLinks';
import { Button } from '../../ui/Button';
import { ExternalLink } from '../../ui/ExternalLink';
import { usePageTitle } from '../../ui/pageTitle';

/** SPEC §8: the API cannot be reached, so nothing of the app can load; say so and offer a retry. */
export function ApiErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  usePageTitle('API Error');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-black">API Error</h1>
      <p className="max-w-md rounded-xl bg-red-50 px-4 py-2 font-mono text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{message}</p>
      <p className="max-w-md text-neutral-700 dark:text-neutral-300">
        We could not reach the Snoot servers. This may be a service disruption on our side or a problem with your connection. Please try
        again in a few minutes.
      </p>
      <Button onPress={onRetry}>Retry</Button>
      <p className="text-sm">
        Check the <ExternalLink href={STATUS_PAGE_URL}>status page</ExternalLink> or ask in the{' '}
        <ExternalLink href={COMMUNITY_CHAT_URL}>community chat</ExternalLink>.
      </p>
    </main>
  );
}
