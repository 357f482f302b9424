/**
 * The API could not be reached, or answered with something that is not GraphQL (a proxy's error page):
 * the app shows the API error screen (SPEC §8) instead of its crash screen.
 */
export class ApiUnreachableError extends Error {
  override name = 'ApiUnreachableError';
}

export function isApiUnreachable(error: unknown): error is ApiUnreachableError {
  return error instanceof Error && error.name === 'ApiUnreachableError';
}

/** Wraps a failed fetch (offline, DNS, refused connection) keeping its message. */
export function unreachable(error: unknown): ApiUnreachableError {
  return new ApiUnreachableError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** The JSON body of a GraphQL answer; a body that is not JSON means the API itself did not answer. */
export async function readGraphQLJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new ApiUnreachableError(`The API answered ${response.status} ${response.statusText}`.trim(), { cause: error });
  }
}

/** A lazy chunk of the app that did not arrive (Chromium, Firefox and Safari word it differently). */
function isChunkLoadFailure(error: Error): boolean {
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(
    error.message,
  );
}

/**
 * Whether a screen failed because something did not arrive over the network (its data or its code), not because
 * the app itself broke: such a screen says the connection was lost and loads again, never the crash words.
 */
export function isConnectionFailure(error: unknown): boolean {
  return isApiUnreachable(error) || (error instanceof Error && isChunkLoadFailure(error));
}
