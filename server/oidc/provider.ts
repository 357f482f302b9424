import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { databaseAdapter } from './adapter.ts';
import { identityClaims, profileIdFromSubject } from './account.ts';
import { loadProviderKeys } from './keys.ts';
import { errorPage } from './pages.ts';
import { DEVICE_GRANT_TYPE, deviceFlowFeature, describeDeviceAuthorization, devicePollPace } from './deviceFlow.ts';

/** Where the provider is mounted on the server; its issuer is `{public URL}/oidc`. */
export const OIDC_MOUNT = '/oidc';
export const WEB_CLIENT_ID = 'web';
const DAY = 24 * 60 * 60;

export interface EmbeddedProviderOptions {
  /** The server's canonical public origin: the issuer and the links in claims start with it. */
  publicUrl: string;
  /** Every origin the client is served from; each gets `/login/callback` and `/callback` as redirect URIs. */
  clientOrigins: string[];
  accessTokenTtl: number;
  /** Seconds a QR login's device code waits for approval. */
  deviceCodeTtl: number;
  trustProxy: boolean;
  /** Told the access tokens a revocation or a revoked grant ended, so their open sockets close. */
  accessTokensEnded?: (tokens: string[]) => void;
}

/**
 * The embedded, standards-compliant identity provider for development and demo (SPEC §7 single sign-on):
 * one public client 'web' using the code flow with PKCE, scopes openid profile offline_access, and the device
 * authorization grant (RFC 8628) behind "Log in via QR code", approved by a logged-in member at /approve-login.
 */
export async function createEmbeddedProvider(db: DB, options: EmbeddedProviderOptions) {
  // Loaded here, once the server listens: the library takes a third of a second to load, which a start should
  // not wait for before its first answer.
  const [{ default: Provider }, keys] = await Promise.all([import('oidc-provider'), loadProviderKeys(db)]);
  const provider = new Provider(`${options.publicUrl}${OIDC_MOUNT}`, {
    adapter: databaseAdapter(db, options.accessTokensEnded),
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Snoot',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', DEVICE_GRANT_TYPE],
        response_types: ['code'],
        redirect_uris: options.clientOrigins.flatMap((origin) => [`${origin}/login/callback`, `${origin}/callback`]),
      },
    ],
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['nickname', 'roles', 'birthdate', 'profile', 'picture', 'locale', 'gender'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      deviceFlow: deviceFlowFeature,
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      DeviceCode: options.deviceCodeTtl,
      IdToken: options.accessTokenTtl,
      Interaction: 60 * 60,
      Grant: 30 * DAY,
      Session: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const profileId = profileIdFromSubject(sub);
      const claims = profileId ? await identityClaims(db, profileId, options.publicUrl) : null;
      return claims ? { accountId: sub, claims: () => ({ ...claims }) } : undefined;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Something went wrong', out.error_description ?? out.error);
    },
  });
  provider.proxy = options.trustProxy;
  provider.use(devicePollPace(db));
  provider.on('device_authorization.success', (_ctx, body) =>
    describeDeviceAuthorization(body as Record<string, unknown>, options.publicUrl),
  );
  const callback = provider.callback();

  /** Passes a request under /oidc to the provider, which sees paths relative to its mount point. */
  function handle(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) {
    req.originalUrl = req.url;
    req.url = req.url!.slice(OIDC_MOUNT.length) || '/';
    callback(req, res);
  }
  return { provider, handle };
}
