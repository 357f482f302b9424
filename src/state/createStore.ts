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
  const read = () => ({ ...defaults, ...readStorage<T>(key) });
  let reloading = false;
  const store = createStore<T>(read(), (state) => {
    if (!reloading) writeStorage(key, state);
  });
  const reload = () => {
    reloading = true;
    try {
      store.set(read);
    } finally {
      reloading = false;
    }
  };
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.storageArea === globalThis.localStorage && (event.key === key || event.key === null)) reload();
  });
  return { ...store, reload };
}

function readStorage<T>(key: string): Partial<T> {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : {};
  } catch {
    // Corrupt or inaccessible storage (private mode) must not stop the app from starting.
    return {};
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
