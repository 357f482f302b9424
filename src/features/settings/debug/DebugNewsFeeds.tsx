import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Button } from '../../../ui/Button';
import { useDismissNewsItemMutation } from '../../news/DismissNewsItemMutation';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import type { DebugNewsFeedsQuery } from './__generated__/DebugNewsFeedsQuery.graphql';

export const debugNewsFeedsQuery = graphql`
  query DebugNewsFeedsQuery {
    newsItems {
      id
      title
      slug
      category
      audiences
      publishedAt
      showOnNewsFeed
      showOnHomePage
    }
  }
`;

/** The news items this member would see, where each shows, and a way to dismiss them. */
export function DebugNewsFeeds({ queryRef }: { queryRef: PreloadedQuery<DebugNewsFeedsQuery> }) {
  const { newsItems } = useRouteQuery<DebugNewsFeedsQuery>(debugNewsFeedsQuery, queryRef);
  const [dismiss, isDismissing] = useDismissNewsItemMutation();
  const items = newsItems.filter(Boolean);
  return (
    <SettingsPage title="News feeds" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      {items.length === 0 && <p>No news for you.</p>}
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-bold">{item.title}</p>
                <p className="text-sm">
                  {item.category} · {item.audiences.join(', ').toLowerCase()} · {item.showOnHomePage ? 'home' : ''}{' '}
                  {item.showOnNewsFeed ? 'news feed' : ''}
                </p>
              </div>
              <Button variant="secondary" isDisabled={isDismissing} onPress={() => dismiss(item.id)} aria-label={`Dismiss ${item.title}`}>
                Dismiss
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </SettingsPage>
  );
}
