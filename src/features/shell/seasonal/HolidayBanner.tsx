import { useEffect } from 'react';

/** The holiday theme: `holiday` on <html> turns on the `holiday:` styles (festive nav stripe, page tint). */
export function useHolidayTheme(isHoliday: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('holiday', isHoliday);
    return () => document.documentElement.classList.remove('holiday');
  }, [isHoliday]);
}

/** The seasonal banner under the nav (holiday_theme flag). */
export function HolidayBanner() {
  return (
    <aside
      aria-label="Season's greetings"
      className="bg-red-800 px-4 py-2 text-center text-sm font-semibold text-white dark:bg-red-950 dark:text-red-50"
    >
      <span aria-hidden="true">❄ </span>
      Happy holidays from everyone at Snoot! Stay warm and cosy.
      <span aria-hidden="true"> ❄</span>
    </aside>
  );
}
