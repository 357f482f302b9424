import { CONTROL_CHARACTERS } from '../text/characters.ts';

/**
 * A request path every handler can decode safely: valid percent-encoding of UTF-8, and no control
 * characters once decoded. Anything else is answered 400 before it reaches a handler.
 */
export function isWellFormedPath(pathname: string) {
  try {
    return !CONTROL_CHARACTERS.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** The request's URL, or null when its target cannot be read as one (e.g. `GET http://[x HTTP/1.1`). */
export function requestUrl(target: string | undefined) {
  try {
    return new URL(target ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}
