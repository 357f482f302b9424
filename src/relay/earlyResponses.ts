import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { authStore } from '../state/auth';

type FetchGraphQL = (params: RequestParameters, variables: Variables) => Promise<GraphQLResponse>;

/** An answer fetched ahead of Relay that nobody claims in this time is dropped: it would be stale by then. */
const CLAIM_WITHIN_MS = 10_000;
const ahead = new Map<string, Promise<GraphQLResponse>>();

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
const requestKey = (params: RequestParameters, variables: Variables) =>
  `${authStore.get().token?.accessToken ?? ''}|${params.id ?? params.name}|${stableJson(variables)}`;

/** Starts `params` now, before Relay has loaded, for the first Relay request of the same operation to claim. */
export function fetchAhead(params: RequestParameters, variables: Variables, fetchGraphQL: FetchGraphQL): Promise<GraphQLResponse> {
  const key = requestKey(params, variables);
  const started = ahead.get(key);
  if (started) return started;
  const answer = fetchGraphQL(params, variables);
  // A failure reaches whoever claims the answer; unclaimed, fetchGraphQL has already logged it.
  answer.catch(() => undefined);
  ahead.set(key, answer);
  setTimeout(() => {
    if (ahead.get(key) === answer) ahead.delete(key);
  }, CLAIM_WITHIN_MS);
  return answer;
}

/** The answer fetched ahead for exactly this operation, variables and session, once; null if there is none. */
export function claimAhead(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> | null {
  const key = requestKey(params, variables);
  const answer = ahead.get(key) ?? null;
  ahead.delete(key);
  return answer;
}
