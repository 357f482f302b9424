import { Environment, Network, RecordSource, Store, type RecordSourceSelectorProxy } from 'relay-runtime';
import { createFetchGraphQL } from './fetchGraphQL';
import { subscribeGraphQL } from './subscribe';
import { claimAhead } from './earlyResponses';
import { createRelayFieldLogger } from './fieldLogger';
import { createErrorReporter } from '../lib/errorReporting';
import { settingsStore } from '../state/settings';

export function createRelayEnvironment(): Environment {
  const fetchGraphQL = createFetchGraphQL();
  return new Environment({
    // A query the early script already sent (src/earlyQueries.ts) is answered by that request, not a second one.
    network: Network.create(
      (params, variables) => claimAhead(params, variables, fetchGraphQL) ?? fetchGraphQL(params, variables),
      subscribeGraphQL,
    ),
    store: new Store(new RecordSource()),
    relayFieldLogger: createRelayFieldLogger(createErrorReporter(() => settingsStore.get().apiHost)),
  });
}

/** After logout nothing cached for the previous account may be shown again without a refetch. */
export function forgetCachedData(environment: Environment): void {
  // invalidateStore exists on every store proxy at runtime; the typings only declare it on selector proxies.
  environment.commitUpdate((store) => (store as unknown as RecordSourceSelectorProxy).invalidateStore());
}
