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

/**
 * A store saved to localStorage under `key`. Stored values are merged over the defaults so that a
 * field added in a later version gets its default instead of `undefined`.
 */
export function createPersistedStore<T extends object>(key: string, defaults: T): Store<T> {
  return createStore<T>({ ...defaults, ...readStorage<T>(key) }, (state) => writeStorage(key, state));
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
