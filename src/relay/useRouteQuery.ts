import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Reads the query a route's loader started (preloadQuery.ts). useQueryLoader takes the loader's reference
 * over and releases it when the screen unmounts or the loader hands it a newer one, so a route's data is
 * kept only while something shows it (a screen left a moment ago stays in Relay's release buffer).
 */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode, loaderRef: PreloadedQuery<T>): T['response'] {
  const [queryRef] = useQueryLoader<T>(query, loaderRef);
  return usePreloadedQuery<T>(query, queryRef ?? loaderRef);
}
