import { lazy, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { CalendarIcon, GroupIcon, PawIcon, SearchIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { openModal } from '../../ui/modalStack';
import { NavAccount } from './NavAccount';
import { ChatsNavLink } from '../chat/ChatsNavLink';
import { NotificationBell } from '../notifications/NotificationBell';
import { SkipLink } from './SkipLink';
import type { TopNav_viewer$key } from './__generated__/TopNav_viewer.graphql';

// Search (its field, debouncing and results) loads when a member first opens it.
const SearchModal = lazy(() => import('./SearchModal').then((module) => ({ default: module.SearchModal })));

const navItemClass =
  'flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-800 max-mobile:px-2';

/** Below 512 px a nav entry shows only its icon; the label stays for screen readers. */
function NavLabel({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <>
      {icon}
      <span className="max-mobile:sr-only">{children}</span>
    </>
  );
}

export function TopNav({ viewer }: { viewer: TopNav_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TopNav_viewer on Viewer {
        ...ChatsNavLink_viewer
        ...NotificationBell_viewer
        profile {
          ...NavAccount_profile
        }
      }
    `,
    viewer,
  );

  return (
    <header className="sticky top-0 z-30 h-nav border-b border-neutral-200 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/95">
      <SkipLink />
      {/* The holiday theme's candy-cane stripe along the bottom of the nav. */}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 -bottom-px hidden h-1 bg-[repeating-linear-gradient(135deg,var(--color-red-700)_0_12px,var(--color-white)_12px_24px,var(--color-green-700)_24px_36px,var(--color-white)_36px_48px)] holiday:block"
      />
      {/* At 320 px (WCAG 1.4.10 reflow) the entries close up so the bar fits without sideways scrolling. */}
      <nav aria-label="Main" className="mx-auto flex h-full max-w-7xl items-center gap-1 px-3 max-[360px]:gap-0 max-[360px]:px-1 sm:gap-2">
        <Link to="/" variant="plain" aria-label="Snoot home" className="mr-2 flex items-center gap-2 rounded-lg max-[360px]:mr-0">
          <PawIcon />
          <span className="text-lg font-black tracking-tight max-mobile:sr-only">Snoot</span>
        </Link>
        <Link to="/groups" variant="plain" className={navItemClass}>
          <NavLabel icon={<GroupIcon />}>Groups</NavLabel>
        </Link>
        <Link to="/events" variant="plain" className={navItemClass}>
          <NavLabel icon={<CalendarIcon />}>Events</NavLabel>
        </Link>
        <ChatsNavLink viewer={data} className={navItemClass} />
        <span className="flex-1" />
        <Button variant="quiet" size="icon" aria-label="Search" onPress={() => openModal(() => <SearchModal />)}>
          <SearchIcon />
        </Button>
        <NotificationBell viewer={data} />
        <NavAccount profile={data.profile} />
      </nav>
    </header>
  );
}
