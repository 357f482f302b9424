import { useEffect } from 'react';
import { memberErrorText } from '../../lib/memberErrorText';
import { setAdMode } from '../../state/searchSettings';

/** SPEC §2/§8: the grid's error state, with the message and a refresh link. */
export function DiscoverError({ error }: { error: unknown }) {
  useEffect(() => {
    // An After Dark search the server refused (the member locked After Dark meanwhile): refresh to the safe grid.
    if (error instanceof Error && /After Dark/.test(error.message)) setAdMode(false);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 py-16 text-center">
      <p className="text-2xl font-bold">Oops, something went wrong :(</p>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{memberErrorText(error)}</p>
      <a
        href={typeof window === 'undefined' ? '/' : window.location.href}
        className="mt-4 inline-block font-semibold text-violet-800 underline dark:text-violet-300"
      >
        Refresh
      </a>
    </div>
  );
}
