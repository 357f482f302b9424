import { Outlet } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PremiumCard } from './PremiumCard';
import { SettingsMenu } from './menu/SettingsMenu';
import type { SettingsLayoutQuery } from './__generated__/SettingsLayoutQuery.graphql';

export const settingsLayoutQuery = graphql`
  query SettingsLayoutQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      ...SettingsMenu_viewer
    }
    experiments {
      key
      type
      control
      treatments {
        id
        key
      }
    }
  }
`;

/** The settings area: the menu beside the open settings page (below it on narrow screens). */
export function SettingsLayout({ queryRef }: { queryRef: PreloadedQuery<SettingsLayoutQuery> }) {
  const { viewer, experiments } = useRouteQuery<SettingsLayoutQuery>(settingsLayoutQuery, queryRef);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 min-[900px]:grid-cols-[374px_minmax(0,1fr)]">
      <aside className="rounded-2xl border border-neutral-200 bg-white p-2 max-[899px]:order-2 dark:border-neutral-800 dark:bg-neutral-900">
        <SettingsMenu viewer={viewer} experiments={experiments} />
        <div className="p-2">
          <PremiumCard />
        </div>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
