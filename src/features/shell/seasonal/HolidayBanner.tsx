import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { CloseIcon } from '../../../ui/icons';
import { focusPageHeading } from '../../../ui/pageTitle';
import { dismissBanner, useIsBannerDismissed } from '../../../state/dismissedBanners';

/** The holiday theme: `holiday` on <html> turns on the `holiday:` styles (festive nav stripe, page tint). */
export function useHolidayTheme(isHoliday: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('holiday', isHoliday);
    return () => document.documentElement.classList.remove('holiday');
  }, [isHoliday]);
}

/**
 * One id per holiday season (December and the January after it count as one), so closing this year's banner
 * does not hide next year's.
 */
export function holidayBannerId(now = new Date()): string {
  const seasonYear = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  return `holiday-${seasonYear}`;
}

/** The seasonal banner under the nav (holiday_theme flag), until the member closes it on this device. */
export function HolidayBanner() {
  const id = holidayBannerId();
  const isDismissed = useIsBannerDismissed(id);
  if (isDismissed) return null;
  const dismiss = () => {
    dismissBanner(id);
    // The button goes away with the banner: focus goes on to the page's heading rather than to <body>.
    if (!focusPageHeading()) document.getElementById('main-content')?.focus();
  };
  return (
    <aside
      aria-label="Season's greetings"
      className="flex items-center justify-center gap-2 bg-red-800 py-1 pr-1 pl-4 text-sm font-semibold text-white dark:bg-red-950 dark:text-red-50"
    >
      <p className="min-w-0 flex-1 text-center">
        <span aria-hidden="true">❄ </span>
        Happy holidays from everyone at Snoot! Stay warm and cosy.
        <span aria-hidden="true"> ❄</span>
      </p>
      <Button
        aria-label="Dismiss season's greetings"
        onPress={dismiss}
        // The shared violet focus ring hardly shows on the red banner: a white one does.
        className={({ isFocusVisible }) =>
          `flex h-10 w-10 shrink-0 items-center justify-center rounded-lg outline-offset-[-4px] outline-white hover:bg-red-900 ${isFocusVisible ? 'outline-2' : 'outline-0'}`
        }
      >
        <CloseIcon className="h-5 w-5" />
      </Button>
    </aside>
  );
}
