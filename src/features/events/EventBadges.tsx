/** Marks beside an event's name: After Dark, and Cancelled (in words, not colour alone). */
export function EventBadges({ isAd, isCancelled }: { isAd: boolean; isCancelled: boolean }) {
  return (
    <>
      {isAd && (
        <span className="rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-100 dark:text-neutral-950">
          After Dark
        </span>
      )}
      {isCancelled && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
          Cancelled
        </span>
      )}
    </>
  );
}
