import { Link } from '../../../ui/Link';
import { usePageTitle } from '../../../ui/pageTitle';

/** What non-staff find at the debug route (SPEC §2). */
export function HiddenDen() {
  usePageTitle('What is this place?');
  return (
    <section
      aria-labelledby="hidden-den-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-12 text-center dark:border-neutral-800 dark:bg-neutral-900"
    >
      <p aria-hidden="true" className="text-6xl">
        🦝
      </p>
      <h1 id="hidden-den-title" className="text-2xl font-bold">
        What is this place?
      </h1>
      <p className="max-w-md text-neutral-800 dark:text-neutral-200">
        You stumbled into a hidden den where the Snoot team keeps its tools. Nothing to sniff out here, so let's get you back.
      </p>
      <Link to="/settings">Back to settings</Link>
    </section>
  );
}
