import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(update: Partial<T> | ((state: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny observable value; React reads it through `useStore`. */
export function createStore<T extends object>(initial: T, onChange?: (state: T) => void): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update) {
      state = typeof update === 'function' ? update(state) : { ...state, ...update };
      onChange?.(state);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface PersistedStore<T> extends Store<T> {
  /** Takes the saved value again, as another tab may have written it since. */
  reload(): void;
}

/**
 * A store saved to localStorage under `key`. Stored values are merged over the defaults so that a
 * field added in a later version gets its default instead of `undefined`. Tabs share it: when another
 * tab saves (a login, a refreshed token, a logout), this one takes the new value.
 */
export function createPersistedStore<T extends object>(key: string, defaults: T): PersistedStore<T> {
  let replacing = false;
  const store = createStore<T>({ ...defaults, ...readStorage<T>(key) }, (state) => {
    if (!replacing) writeStorage(key, state);
  });
  // Takes a value another tab saved without saving it back.
  const replace = (state: T) => {
    replacing = true;
    try {
      store.set(() => state);
    } finally {
      replacing = false;
    }
  };
  const reload = () => {
    const saved = readStorage<T>(key);
    // Nothing readable (storage off or failing): what this tab holds is the best there is.
    if (saved !== null) replace({ ...defaults, ...saved });
  };
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.storageArea !== globalThis.localStorage) return;
    if (event.key === key) reload();
    // Another tab cleared the whole storage.
    if (event.key === null) replace({ ...defaults });
  });
  return { ...store, reload };
}

/** The saved value, or null when there is none or it cannot be read. */
function readStorage<T>(key: string): Partial<T> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    // Corrupt or inaccessible storage (private mode) must not stop the app from starting.
    return null;
  }
}

function writeStorage(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
