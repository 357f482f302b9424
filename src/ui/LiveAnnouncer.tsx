import { createStore, useStore } from '../state/createStore';

const liveStore = createStore<{ message: string; count: number }>({ message: '', count: 0 });

/**
 * Says `message` politely to screen-reader users (a new unread count, a read receipt, a result count).
 * The same text twice in a row is still said twice: the region is re-rendered with a new key.
 */
export function announce(message: string): void {
  liveStore.set(({ count }) => ({ message, count: count + 1 }));
}

/** The one polite live region `announce` speaks through; rendered once at the root, always mounted. */
export function LiveAnnouncer() {
  const { message, count } = useStore(liveStore, (state) => state);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcer" data-live-announcer>
      <span key={count}>{message}</span>
    </div>
  );
}
