/**
 * CORS for /graphql: only the origins the client is served from (PUBLIC_URL) may read answers from a browser.
 * Any other origin gets no CORS headers at all (not even `null`, which a sandboxed frame would match).
 */
export function corsForOrigins(origins: () => string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    return origin !== null && origins().includes(origin) ? { origin: [origin], credentials: true } : (false as const);
  };
}
