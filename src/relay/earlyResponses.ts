import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { authStore, EXPIRY_MARGIN_MS } from '../state/auth';
import { settingsStore } from '../state/settings';
import { graphqlUrl } from '../lib/apiHost';
import { httpRequest } from './operationPayload';

type FetchGraphQL = (params: RequestParameters, variables: Variables) => Promise<GraphQLResponse>;

/** An answer fetched ahead of Relay that nobody claims in this time is dropped: it would be stale by then. */
const CLAIM_WITHIN_MS = 10_000;

/**
 * Requests sent ahead, by key. The early script (src/earlyQueries.ts) is a bundle of its own, with its own copy
 * of this module, so the requests it sends are kept on the page's global object, where the app finds them.
 */
const ahead: Map<string, Promise<GraphQLResponse>> = ((
  globalThis as { __snootAhead?: Map<string, Promise<GraphQLResponse>> }
).__snootAhead ??= new Map());

/** JSON with sorted keys and without unset fields, so equal variables give equal text however they were built. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined && field !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// The session is part of the key: an answer fetched for one login is never handed to another.
const requestKey = (params: Pick<RequestParameters, 'id' | 'name'>, variables: Variables) =>
  `${authStore.get().token?.accessToken ?? ''}|${params.id ?? params.name}|${stableJson(variables)}`;

/**
 * Sends `params` now, before Relay (or any of the app) has loaded, as the app would send it; null when there is
 * no session, or its token needs refreshing first. The first Relay request of the same operation, variables and
 * session claims the answer.
 */
export function sendAhead(
  params: Pick<RequestParameters, 'id' | 'name' | 'text'>,
  variables: Variables,
  now = Date.now(),
): Promise<GraphQLResponse> | null {
  const token = authStore.get().token;
  // A token near its expiry is left to the app, which refreshes it first (state/accessToken.ts).
  if (!token || token.expiresAt - EXPIRY_MARGIN_MS <= now) return null;
  const key = requestKey(params, variables);
  const answer = fetch(graphqlUrl(settingsStore.get().apiHost), httpRequest(params, variables, token.accessToken)).then(
    async (response) => (await response.json()) as GraphQLResponse,
  );
  // A failure reaches whoever claims the answer, who asks again.
  answer.catch(() => undefined);
  ahead.set(key, answer);
  setTimeout(() => {
    if (ahead.get(key) === answer) ahead.delete(key);
  }, CLAIM_WITHIN_MS);
  return answer;
}

const hasErrors = (response: GraphQLResponse) => 'errors' in response && Array.isArray(response.errors) && response.errors.length > 0;

/**
 * The answer sent ahead for exactly this operation, variables and session, once; null if there is none. An answer
 * with errors, or a request that failed, is asked again through `fetchGraphQL`, which knows what to do with them
 * (refresh a rejected token, wait out a busy server, tell the member).
 */
export function claimAhead(params: RequestParameters, variables: Variables, fetchGraphQL: FetchGraphQL): Promise<GraphQLResponse> | null {
  const key = requestKey(params, variables);
  const answer = ahead.get(key);
  if (!answer) return null;
  ahead.delete(key);
  return answer.then(
    (response) => (hasErrors(response) ? fetchGraphQL(params, variables) : response),
    () => fetchGraphQL(params, variables),
  );
}
