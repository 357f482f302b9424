import { OidcClient, WebStorageStateStore, type RefreshState, type SigninResponse, type UserProfile } from 'oidc-client-ts';
import type { AuthToken } from '../state/auth';
import { settingsStore } from '../state/settings';
import { parseSsoIdentity, type SsoIdentity } from '../lib/ssoIdentity';

/**
 * Single sign-on (SPEC §7): the OIDC code flow with PKCE for the public client 'web', scopes openid, profile
 * and offline_access, through oidc-client-ts. The server names the issuer at runtime (`/config.json`), so one
 * build of the client works against any server and identity provider.
 */
const SCOPES = 'openid profile offline_access';
export const REDIRECT_PATH = '/login/callback';

interface RuntimeConfig {
  oidc: { issuer: string; clientId: string };
}

let client: Promise<{ client: OidcClient; issuer: string }> | null = null;

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const apiHost = settingsStore.get().apiHost?.replace(/\/+$/, '') ?? '';
  const response = await fetch(`${apiHost}/config.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Loading the single sign-on configuration failed with status ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.oidc?.issuer || !config.oidc.clientId) throw new Error('The server did not name an identity provider.');
  return config as RuntimeConfig;
}

function oidcClient() {
  client ??= loadRuntimeConfig().then(({ oidc }) => ({
    issuer: oidc.issuer,
    client: new OidcClient({
      authority: oidc.issuer,
      client_id: oidc.clientId,
      redirect_uri: `${window.location.origin}${REDIRECT_PATH}`,
      response_type: 'code',
      scope: SCOPES,
      // The PKCE verifier and state survive the trip to the provider in this tab's origin storage.
      stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'snoot:oidc.' }),
    }),
  }));
  // A failed configuration load is retried next time instead of being remembered.
  client.catch(() => (client = null));
  return client;
}

/** The provider's authorization address with prompt=consent and the return path carried in `state`. */
export async function authorizationUrl(returnPath: string): Promise<string> {
  const { client } = await oidcClient();
  const request = await client.createSigninRequest({ prompt: 'consent', url_state: returnPath });
  return request.url;
}

function toAuthToken(response: SigninResponse, previous?: AuthToken): AuthToken {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: (response.expires_at ?? Math.floor(Date.now() / 1000) + 3600) * 1000,
    idToken: response.id_token ?? previous?.idToken ?? null,
  };
}

/** The provider's endpoints for a QR login (RFC 8628): where a browser asks for codes and where it polls. */
export async function deviceEndpoints(): Promise<{ deviceAuthorization: string; token: string; clientId: string }> {
  const { client } = await oidcClient();
  const metadata = (await client.metadataService.getMetadata()) as { device_authorization_endpoint?: string; token_endpoint?: string };
  if (!metadata.device_authorization_endpoint || !metadata.token_endpoint) throw new Error('The identity provider has no QR login.');
  return {
    deviceAuthorization: metadata.device_authorization_endpoint,
    token: metadata.token_endpoint,
    clientId: client.settings.client_id,
  };
}

/** Exchanges the code in a callback URL (state and PKCE checked); answers the token and the return path. */
export async function exchangeAuthorizationCode(callbackUrl: string): Promise<{ token: AuthToken; returnPath?: string }> {
  const { client } = await oidcClient();
  const response = await client.processSigninResponse(callbackUrl);
  return { token: toAuthToken(response), returnPath: response.url_state };
}

export async function refreshAccessToken(token: AuthToken): Promise<AuthToken> {
  if (!token.refreshToken) throw new Error('This session has no refresh token.');
  const { client } = await oidcClient();
  // The library's RefreshState class is not exported at runtime; this is its shape.
  const state: RefreshState = {
    refresh_token: token.refreshToken,
    // With the old ID token the library checks the new one is for the same member.
    id_token: token.idToken ?? undefined,
    session_state: null,
    profile: {} as UserProfile,
  };
  return toAuthToken(await client.useRefreshToken({ state }), token);
}

/** The identity lookup: GET /me on the identity host with the access token (SPEC §7). */
export async function fetchIdentity(accessToken: string): Promise<SsoIdentity> {
  const { issuer } = await oidcClient();
  const response = await fetch(new URL('/me', issuer), { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The identity lookup failed with status ${response.status}`);
  return parseSsoIdentity(await response.json());
}
