import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../server/app.ts';
import { latestCode } from './harness.ts';

/** A browser's part of the OIDC code flow: a cookie jar, redirects followed by hand, HTML forms posted. */
export class OidcBrowser {
  private cookies = new Map<string, string>();
  private turn = 0;
  private servers: App[];

  /**
   * With several servers, each request goes to the next one, as behind a load balancer; addresses under
   * `publicUrl` (the origin they share) go to that server too.
   */
  constructor(
    servers: App | App[],
    private publicUrl?: string,
  ) {
    this.servers = Array.isArray(servers) ? servers : [servers];
  }

  private get app() {
    return this.servers[this.turn++ % this.servers.length];
  }

  async request(path: string, init: RequestInit = {}) {
    const server = this.app.url;
    const local = this.publicUrl && path.startsWith(this.publicUrl) ? path.slice(this.publicUrl.length) : path;
    const url = local.startsWith('http') ? local : `${server}${local}`;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page answers or the flow leaves for the client's redirect URI. */
  async follow(response: Response, stopAt: string) {
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, this.publicUrl ?? this.servers[0].url).href;
      if (location.startsWith(stopAt)) return { redirectedTo: location, response };
      response = await this.request(location);
    }
    return { redirectedTo: null, response };
  }

  post(path: string, form: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function discovery(app: App) {
  const { oidc } = (await (await fetch(`${app.url}/config.json`)).json()) as { oidc: { issuer: string; clientId: string } };
  const metadata = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
  return { ...oidc, metadata };
}

export function interactionPath(html: string) {
  return /action="(\/oidc\/interaction\/[\w-]+)\/(?:code|login|confirm)"/.exec(html)?.[1];
}

/** Runs the whole flow for `email` (login with a mailed code, then consent) and returns the callback URL. */
export async function authorize(app: App, email: string, state = '/chatrooms') {
  const browser = new OidcBrowser(app);
  const { issuer, metadata } = await discovery(app);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${app.url}/login/callback`;
  const params = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirectUri,
    prompt: 'consent',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let { response } = await browser.follow(await browser.request(`${metadata.authorization_endpoint}?${params}`), redirectUri);
  const loginPage = await response.text();
  const path = interactionPath(loginPage)!;
  await browser.post(`${path}/code`, { email });
  response = await browser.post(`${path}/login`, { email, code: await latestCode(app, email) });
  ({ response } = await browser.follow(response, redirectUri));
  const consentPage = await response.text();
  // Consent is a new interaction with its own address.
  const done = await browser.follow(await browser.post(`${interactionPath(consentPage)}/confirm`, {}), redirectUri);
  return { browser, issuer, metadata, verifier, redirectUri, loginPage, consentPage, callback: new URL(done.redirectedTo!) };
}

export async function tokenRequest(endpoint: string, form: Record<string, string>) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'web', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string | number> };
}

/** Opens the provider's login page as a browser would and answers the browser and the interaction's address. */
export async function openLoginPage(app: App) {
  const browser = new OidcBrowser(app);
  const { metadata } = await discovery(app);
  const redirectUri = `${app.url}/login/callback`;
  const { challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirectUri,
    state: '/',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const { response } = await browser.follow(await browser.request(`${metadata.authorization_endpoint}?${params}`), redirectUri);
  return { browser, path: interactionPath(await response.text())! };
}
