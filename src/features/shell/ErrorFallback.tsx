import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';

/** Shown when rendering fails; reloading is the reliable way back to a working page. */
export function ErrorFallback() {
  usePageTitle('Something went wrong');
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-violet-700 dark:text-violet-300">
        &gt;w&lt;
      </p>
      <h1 className="text-2xl font-bold">Oopsie woopsie, we made a fucky wucky :(</h1>
      <p className="text-neutral-700 dark:text-neutral-300">Maybe try refreshing the page?</p>
      <Button onPress={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
