import { graphql, useFragment } from 'react-relay/hooks';
import { useSettings } from '../../state/settings';
import { DismissNewsButton } from '../news/DismissNewsButton';
import type { HomeNews_query$key } from './__generated__/HomeNews_query.graphql';

/** The news feed above the grid, for the home-news experiment group only (SPEC §2, §6). */
export function HomeNews({ query }: { query: HomeNews_query$key }) {
  const data = useFragment(
    graphql`
      fragment HomeNews_query on Query {
        newsItems {
          id
          title
          category
          showOnHomePage
          content
        }
      }
    `,
    query,
  );
  const dismissed = useSettings((settings) => settings.dismissedNewsItems);
  // A dismissed item is deleted from the store, which leaves a null in the list.
  const items = data.newsItems.filter((item) => item?.showOnHomePage && !dismissed.includes(item.id));
  if (items.length === 0) return null;
  return (
    <section aria-label="News" className="mb-6 flex flex-col gap-3">
      {items.map((item) => (
        <article key={item.id} className="flex items-start gap-4 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-violet-800 uppercase dark:text-violet-300">{item.category}</p>
            <h2 className="font-bold">{item.title}</h2>
            <p className="line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300">{item.content}</p>
          </div>
          <DismissNewsButton id={item.id} title={item.title} />
        </article>
      ))}
    </section>
  );
}
