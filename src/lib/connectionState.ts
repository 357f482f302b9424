import { createStore, type Store } from '../state/createStore';

/**
 * Whether the app can reach its server. `checking`: something failed and one look at the server is out (nothing
 * shown yet: a failure with the server there, such as a blocked request, is not a lost connection). `reconnecting`:
 * the server did not answer, or the browser is offline; the server is looked at again and again until it answers.
 */
export type ConnectionStatus = 'connected' | 'checking' | 'reconnecting';

/** The first wait between looks, doubled after each miss up to the longest. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 15_000;

export interface ConnectionDeps {
  /** Resolves true when the server answers (its /livez); false or a rejection when it does not. */
  probe: () => Promise<boolean>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export interface Connection {
  store: Store<{ status: ConnectionStatus }>;
  /** A request or the socket did not get through: look whether the server is still there. */
  reportFailure(): void;
  /** The browser says it lost the network: reconnecting at once. */
  wentOffline(): void;
  /** The browser has a network again: look now instead of waiting out the backoff. */
  cameOnline(): void;
  /** Called once each time the server answers again after it was away (screens load again, the banner says so). */
  onRecovered(listener: () => void): () => void;
}

export const retryDelay = (misses: number) => Math.min(FIRST_RETRY_MS * 2 ** misses, LONGEST_RETRY_MS);

export function createConnection({ probe, setTimer, clearTimer }: ConnectionDeps): Connection {
  const store = createStore<{ status: ConnectionStatus }>({ status: 'connected' });
  const recovered = new Set<() => void>();
  let misses = 0;
  let timer: unknown = null;
  let looking = false;

  const status = () => store.get().status;
  const setStatus = (next: ConnectionStatus) => {
    if (status() !== next) store.set({ status: next });
  };

  function lookLater() {
    if (timer !== null || looking) return;
    timer = setTimer(() => {
      timer = null;
      void look();
    }, retryDelay(misses));
    misses++;
  }

  async function look() {
    if (looking) return;
    looking = true;
    const answered = await probe().catch(() => false);
    looking = false;
    if (answered) {
      const wasAway = status() === 'reconnecting';
      misses = 0;
      setStatus('connected');
      if (wasAway) recovered.forEach((listener) => listener());
      return;
    }
    setStatus('reconnecting');
    lookLater();
  }

  function lookNow() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    void look();
  }

  return {
    store,
    reportFailure() {
      if (status() !== 'connected') return;
      setStatus('checking');
      lookNow();
    },
    wentOffline() {
      setStatus('reconnecting');
      lookLater();
    },
    cameOnline() {
      if (status() !== 'connected') lookNow();
    },
    onRecovered(listener) {
      recovered.add(listener);
      return () => recovered.delete(listener);
    },
  };
}
