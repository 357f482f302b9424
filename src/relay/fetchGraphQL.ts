import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { getAccessToken, refreshRejectedToken } from '../state/accessToken';
import { clearAuth } from '../state/auth';
import { settingsStore } from '../state/settings';
import { graphqlUrl } from '../lib/apiHost';
import { readGraphQLJson, unreachable } from '../lib/apiUnreachable';
import { notifyGraphQLOperation } from './operationEvents';
import { httpPayload } from './operationPayload';

type Fetch = typeof fetch;

interface ErrorWithCode {
  extensions?: { code?: unknown };
}

function hasUnauthenticatedError(response: GraphQLResponse): boolean {
  const errors: unknown = 'errors' in response ? response.errors : undefined;
  return Array.isArray(errors) && errors.some((error: ErrorWithCode) => error.extensions?.code === 'UNAUTHENTICATED');
}

async function post(fetchImpl: Fetch, params: RequestParameters, variables: Variables, token: string | null): Promise<GraphQLResponse> {
  const response = await fetchImpl(graphqlUrl(settingsStore.get().apiHost), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(httpPayload(params, variables)),
  }).catch((error: unknown) => {
    throw unreachable(error);
  });
  return (await readGraphQLJson(response)) as GraphQLResponse;
}

/**
 * Sends one operation. An UNAUTHENTICATED answer is retried once, with a refreshed token when the session
 * has a refresh token (the provider may have ended the old one early); a second one logs the user out
 * (SPEC §8). Network errors are logged and passed on, so the screen that asked can show its own error state.
 */
export function createFetchGraphQL(fetchImpl: Fetch = (...args) => fetch(...args)) {
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    notifyGraphQLOperation(params);
    try {
      const token = await getAccessToken();
      const first = await post(fetchImpl, params, variables, token);
      if (!hasUnauthenticatedError(first)) return first;
      const second = await post(fetchImpl, params, variables, token ? await refreshRejectedToken(token) : null);
      if (hasUnauthenticatedError(second)) clearAuth();
      return second;
    } catch (error) {
      console.error(`GraphQL request ${params.name} failed`, error);
      throw error;
    }
  };
}
