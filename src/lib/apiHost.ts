/** The GraphQL endpoint: the debug API host override when set, else the app's own host (SPEC §7). */
export function graphqlUrl(apiHost: string | null): string {
  return apiHost ? `${apiHost.replace(/\/+$/, '')}/graphql` : '/graphql';
}

/** The websocket endpoint for the same host. */
export function websocketUrl(apiHost: string | null, location: { protocol: string; host: string }): string {
  if (apiHost) return `${apiHost.replace(/\/+$/, '').replace(/^http/, 'ws')}/graphql`;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/** An override must be an http(s) origin; anything else is refused. */
export function isValidApiHost(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** Any other path on the API host (e.g. '/client-errors'). */
export function apiUrl(apiHost: string | null, path: string): string {
  return apiHost ? `${apiHost.replace(/\/+$/, '')}${path}` : path;
}
