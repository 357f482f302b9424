/**
 * Only same-origin paths may be used as a post-login destination; anything else (absolute URLs,
 * protocol-relative '//host' paths, the login pages themselves) falls back to home.
 */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return '/';
  }
  if (/^\/(login|callback|logout)(\/|\?|$)/.test(path)) return '/';
  return path;
}
