import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { getAccessToken, refreshRejectedToken } from '../state/accessToken';
import { endSession, sessionEndOf } from '../state/sessionEnd';
import { settingsStore } from '../state/settings';
import { graphqlUrl } from '../lib/apiHost';
import { isApiUnreachable, readGraphQLJson, unreachable } from '../lib/apiUnreachable';
import { connection } from './connection';
import { notifyGraphQLOperation } from './operationEvents';
import { httpRequest } from './operationPayload';

type Fetch = typeof fetch;
type Wait = (ms: number) => Promise<void>;

/** A busy server's 503 or 429 names a request it never ran (code OVERLOADED): sent again after Retry-After, twice at most. */
const OVERLOADED_RETRIES = 2;
/**
 * The database out of reach (503 DATABASE_UNAVAILABLE, in the server's words): a query is sent once more after
 * Retry-After, then the server's words are shown. A mutation is not: it may have been done before the answer was lost.
 */
const DATABASE_RETRIES = 1;
const MAX_RETRY_AFTER_SECONDS = 5;

interface ErrorWithCode {
  extensions?: { code?: unknown };
}

function hasUnauthenticatedError(response: GraphQLResponse): boolean {
  const errors: unknown = 'errors' in response ? response.errors : undefined;
  return Array.isArray(errors) && errors.some((error: ErrorWithCode) => error.extensions?.code === 'UNAUTHENTICATED');
}

function isOverloaded(response: Response, body: unknown) {
  const errors = (body as { errors?: ErrorWithCode[] } | null)?.errors;
  // 429 is the same busy answer for a tab whose address was just asked to wait (another tab's 503).
  return (
    (response.status === 503 || response.status === 429) &&
    Array.isArray(errors) &&
    errors.some((error) => error.extensions?.code === 'OVERLOADED')
  );
}

function isDatabaseUnavailable(response: Response, body: unknown) {
  const errors = (body as { errors?: ErrorWithCode[] } | null)?.errors;
  return response.status === 503 && Array.isArray(errors) && errors.some((error) => error.extensions?.code === 'DATABASE_UNAVAILABLE');
}

/** Whether to send again what the server answered so: a busy server twice, a query while the database is away once. */
function sendsAgain(params: RequestParameters, response: Response, body: unknown, attempt: number) {
  if (isOverloaded(response, body)) return attempt < OVERLOADED_RETRIES;
  return params.operationKind === 'query' && attempt < DATABASE_RETRIES && isDatabaseUnavailable(response, body);
}

async function post(
  fetchImpl: Fetch,
  wait: Wait,
  params: RequestParameters,
  variables: Variables,
  token: string | null,
): Promise<GraphQLResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await postOnce(fetchImpl, params, variables, token);
    const body = await readGraphQLJson(response);
    if (!sendsAgain(params, response, body, attempt)) return body as GraphQLResponse;
    const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, MAX_RETRY_AFTER_SECONDS);
    await wait(seconds * 1000);
  }
}

function postOnce(fetchImpl: Fetch, params: RequestParameters, variables: Variables, token: string | null) {
  return fetchImpl(graphqlUrl(settingsStore.get().apiHost), httpRequest(params, variables, token)).catch((error: unknown) => {
    throw unreachable(error);
  });
}

/**
 * Sends one operation. An UNAUTHENTICATED answer is retried once, with a refreshed token when the session
 * has a refresh token (the provider may have ended the old one early); a second one logs the user out
 * (SPEC §8), keeping the reason the server gave for /login. A busy server's OVERLOADED 503 is sent again after its Retry-After, twice at most, then shown; a
 * query answered DATABASE_UNAVAILABLE once, a mutation never.
 * Network errors are logged, reported to the connection state (the banner, and screens loading again when the
 * server is back) and passed on, so the screen that asked can show its own error state.
 */
export function createFetchGraphQL(
  fetchImpl: Fetch = (...args) => fetch(...args),
  wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    notifyGraphQLOperation(params);
    try {
      const token = await getAccessToken();
      const first = await post(fetchImpl, wait, params, variables, token);
      if (!hasUnauthenticatedError(first)) return first;
      const second = await post(fetchImpl, wait, params, variables, token ? await refreshRejectedToken(token) : null);
      // The server says why when it knows (suspended, logged out elsewhere, expired): /login tells the member.
      if (hasUnauthenticatedError(second)) endSession(sessionEndOf('errors' in second ? second.errors : undefined));
      return second;
    } catch (error) {
      console.error(`GraphQL request ${params.name} failed`, error);
      // The server did not answer at all (not a GraphQL error): the connection state looks whether it is away.
      if (isApiUnreachable(error)) connection.reportFailure();
      throw error;
    }
  };
}
