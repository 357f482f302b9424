import { useLocation } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/pageTitle';

/** The menu item of the settings page last opened on this phone layout, e.g. /settings/profile. */
let lastItemPath: string | null = null;

/** The menu item a settings path belongs to: /settings/profile/images → /settings/profile. */
export function settingsItemPath(pathname: string): string | null {
  const section = /^\/settings\/([^/]+)/.exec(pathname)?.[1];
  return section ? `/settings/${section}` : null;
}

/**
 * /settings on a phone: the menu, titled Settings. Coming back from a page, focus returns to that page's menu
 * item, so a keyboard or screen-reader member goes on from where they were.
 */
export function PhoneSettingsMenu({ children }: { children: ReactNode }) {
  const returnItem = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const item = lastItemPath ? document.querySelector<HTMLElement>(`nav[aria-label="Settings"] a[href="${lastItemPath}"]`) : null;
    // Focusing an element without a tabindex gives it -1, which would drop the link from the Tab order.
    if (item && !item.hasAttribute('tabindex')) item.tabIndex = 0;
    returnItem.current = item;
  }, []);
  usePageTitle('Settings', returnItem);
  return (
    <main className="flex flex-col gap-4">
      <h1 tabIndex={-1} className="text-2xl font-bold outline-0">
        Settings
      </h1>
      {children}
    </main>
  );
}

/** Above a settings page on a phone: the way back to the menu (the page moves focus to its own heading). */
export function BackToSettings() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    lastItemPath = settingsItemPath(pathname);
  }, [pathname]);
  return (
    // A landmark of its own, so a screen-reader member finds the way back among the page's regions.
    <nav aria-label="Settings menu" className="self-start">
      <Link to="/settings" className="text-sm">
        <span aria-hidden="true">← </span>Back to Settings
      </Link>
    </nav>
  );
}
