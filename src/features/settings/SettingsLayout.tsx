import { Outlet, useLocation } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { PremiumCard } from './PremiumCard';
import { BackToSettings, PhoneSettingsMenu } from './PhoneSettings';
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

const menuBoxClass = 'rounded-2xl border border-neutral-200 bg-white p-2 dark:border-neutral-800 dark:bg-neutral-900';

/**
 * The settings area. From 900 px the menu sits beside the open settings page; on phones /settings is the
 * menu alone and each item drills into its page, which leads back to the menu.
 */
export function SettingsLayout({ queryRef }: { queryRef: PreloadedQuery<SettingsLayoutQuery> }) {
  const { viewer, experiments } = useRouteQuery<SettingsLayoutQuery>(settingsLayoutQuery, queryRef);
  const isPhone = useMediaQuery(PHONE_LAYOUT_QUERY);
  const isMenu = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') === '/settings' });
  const menu = (
    <>
      <SettingsMenu viewer={viewer} experiments={experiments} />
      <div className="p-2">
        <PremiumCard />
      </div>
    </>
  );
  // Each part keeps its place in the tree whatever the width, so turning a tablet across 900 px does not
  // remount the open page and lose what the member has typed.
  return (
    <div
      className={
        isPhone ? 'mx-auto flex max-w-xl flex-col px-4 py-6' : 'mx-auto grid max-w-7xl grid-cols-[374px_minmax(0,1fr)] gap-6 px-4 py-6'
      }
    >
      {!isPhone && <aside className={menuBoxClass}>{menu}</aside>}
      {isPhone && isMenu && (
        <PhoneSettingsMenu>
          <div className={menuBoxClass}>{menu}</div>
        </PhoneSettingsMenu>
      )}
      {!(isPhone && isMenu) && (
        <div className={isPhone ? 'flex min-w-0 flex-col gap-3' : 'min-w-0'}>
          {isPhone && <BackToSettings />}
          <Outlet />
        </div>
      )}
    </div>
  );
}
