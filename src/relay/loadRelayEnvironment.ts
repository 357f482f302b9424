import type { Environment } from 'relay-runtime';

let environment: Promise<Environment> | null = null;
let loaded: Environment | null = null;

/**
 * Relay (~60 KB gzipped) is only needed once someone is logged in, so it is fetched on first use
 * instead of with the login page. Every caller gets the same environment.
 */
export function loadRelayEnvironment(): Promise<Environment> {
  environment ??= import('./environment').then(({ createRelayEnvironment }) => {
    loaded = createRelayEnvironment();
    return loaded;
  });
  return environment;
}

/** The environment if it has been created; there is no cached data to forget otherwise. */
export function loadedRelayEnvironment(): Environment | null {
  return loaded;
}
