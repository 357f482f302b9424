import type { ConcreteRequest, Environment, OperationType, VariablesOf } from 'relay-runtime';
import type { PreloadedQuery } from 'react-relay/hooks';

/**
 * Route loaders start their query here with Relay's `loadQuery`. react-relay is imported lazily so
 * the loaders (which live in the main chunk) do not pull Relay into the logged-out pages.
 */
export async function preloadQuery<T extends OperationType>(
  environment: Environment,
  query: ConcreteRequest,
  variables: VariablesOf<T>,
): Promise<PreloadedQuery<T>> {
  const { loadQuery } = await import('react-relay/hooks');
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
