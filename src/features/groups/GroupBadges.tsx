/** The verified mark and the After Dark flag beside a group's name; each says what it is to a screen reader too. */
export function GroupBadges({ isVerified, isAd }: { isVerified: boolean; isAd: boolean }) {
  return (
    <>
      {isVerified && (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <span aria-hidden="true">✓</span>
          Verified
        </span>
      )}
      {isAd && (
        <span className="rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-100 dark:text-neutral-950">
          After Dark
        </span>
      )}
    </>
  );
}
