import { focusPageHeading } from '../../ui/pageTitle';

/**
 * The first stop on every logged-in page: jumps past the navigation (and a settings page's menu) to the
 * page's heading. Visible only while focused.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      onClick={(event) => {
        if (focusPageHeading(undefined, { scroll: true })) event.preventDefault();
      }}
      className="sr-only z-50 rounded-lg bg-violet-700 px-4 py-2 font-semibold text-white outline-2 outline-offset-2 outline-violet-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-violet-300 dark:text-neutral-950 dark:outline-violet-300"
    >
      Skip to content
    </a>
  );
}
