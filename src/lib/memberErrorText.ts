import { isApiUnreachable } from './apiUnreachable';

interface RelayNetworkError extends Error {
  source?: { errors?: readonly { message?: string; extensions?: { code?: unknown } }[] };
}

/** Server error codes whose messages are written for members (server/graphql/errors.ts). */
const MEMBER_WORDED_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

export const UNREACHABLE_TEXT = "We couldn't reach Snoot. Check your connection and try again.";
export const FAILURE_TEXT = 'Something went wrong on our side. Please try again in a moment.';

/**
 * What a member reads about a failed load: the server's own words when it wrote them for members (bad input,
 * not allowed, not found), otherwise a plain sentence. Relay's and the network's developer texts
 * ("No data returned for operation…", "Failed to fetch") go to the console, never on screen.
 */
export function memberErrorText(error: unknown): string {
  if (isApiUnreachable(error)) return UNREACHABLE_TEXT;
  const worded = (error as RelayNetworkError | null)?.source?.errors?.find(
    (entry) => typeof entry.extensions?.code === 'string' && MEMBER_WORDED_CODES.has(entry.extensions.code) && entry.message,
  );
  return worded?.message ?? FAILURE_TEXT;
}
