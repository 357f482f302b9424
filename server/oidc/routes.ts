import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import type { LoginFlow } from '../auth/login.ts';
import { sendJson } from '../http/json.ts';
import { interactionHandler } from './interactions.ts';
import { meHandler } from './me.ts';
import { interactionStylesheet } from './pages.ts';
import { OIDC_MOUNT, WEB_CLIENT_ID, createEmbeddedProvider } from './provider.ts';
import { APPROVE_LOGIN_PATH } from './deviceFlow.ts';
import { DEVICE_AUTHORIZATION_PATH, LOGIN_REQUEST_PATH, loginRequestHandler, refuseTooManyDeviceCodes } from './loginRequests.ts';

export type SingleSignOnRoutes = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/** Paths the single-sign-on routes answer: the client's runtime configuration, GET /me and the provider. */
export function isSingleSignOnPath(pathname: string) {
  return pathname === '/config.json' || pathname === '/me' || pathname === OIDC_MOUNT || pathname.startsWith(`${OIDC_MOUNT}/`);
}

/** PUBLIC_URL's origins, or localhost on the server's port (and the Vite dev server) when it is not set. */
export function clientOrigins(config: Config, port: number): string[] {
  const origins = config.publicUrls.length
    ? config.publicUrls
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, 'http://localhost:5173'];
  for (const origin of origins) {
    if (!/^https?:\/\/[^/?#]+$/.test(origin))
      throw new Error(`PUBLIC_URL: "${origin}" is not an http(s) origin such as https://snoot.example`);
  }
  return origins;
}

export interface SingleSignOnOptions {
  db: DB;
  config: Config;
  /** The email login the provider's pages run (server/auth/login.ts), shared with the HTTP endpoints. */
  loginFlow: LoginFlow;
  /** The port the server listens on, for the localhost defaults. */
  port: number;
  /** Told the access tokens a revoked grant ended (server/auth/sessions.ts endTokenSessions). */
  accessTokensEnded?: (tokens: string[]) => void;
}

/**
 * Single sign-on (SPEC §7): `/config.json` tells the client the issuer at runtime, so one build works against
 * any server. Without OIDC_ISSUER the embedded provider answers under /oidc, with its pages and GET /me.
 */
export async function createSingleSignOnRoutes({
  db,
  config,
  loginFlow,
  port,
  accessTokensEnded,
}: SingleSignOnOptions): Promise<SingleSignOnRoutes> {
  if (!(config.oidcAccessTokenTtl > 0)) throw new Error('OIDC_ACCESS_TOKEN_TTL must be a positive number of seconds');
  const origins = clientOrigins(config, port);
  const publicUrl = origins[0];
  const clientConfig = { oidc: { issuer: config.oidcIssuer ?? `${publicUrl}${OIDC_MOUNT}`, clientId: WEB_CLIENT_ID } };
  if (config.oidcIssuer) {
    return (_req, res, url) =>
      url.pathname === '/config.json'
        ? sendJson(res, 200, clientConfig)
        : sendJson(res, 404, { error: 'NOT_FOUND', message: 'Single sign-on is served by the external provider.' });
  }
  const { provider, handle } = await createEmbeddedProvider(db, {
    publicUrl,
    clientOrigins: origins,
    accessTokenTtl: config.oidcAccessTokenTtl,
    deviceCodeTtl: config.oidcDeviceCodeTtl,
    trustProxy: config.trustProxy,
    accessTokensEnded,
  });
  const interactions = interactionHandler({ db, provider, loginFlow, trustProxy: config.trustProxy, redirectOrigins: origins });
  const me = meHandler(db, publicUrl, origins);
  const loginRequests = loginRequestHandler(db, provider, config.trustProxy);
  return async (req, res, url) => {
    if (url.pathname === '/config.json') return sendJson(res, 200, clientConfig);
    if (url.pathname === '/me') return me(req, res);
    if (url.pathname === interactionStylesheet.path) {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' });
      return void res.end(interactionStylesheet.css);
    }
    if (url.pathname.startsWith(`${OIDC_MOUNT}/interaction/`)) return interactions(req, res, url.pathname);
    if (url.pathname === LOGIN_REQUEST_PATH) return loginRequests(req, res, url);
    if (
      url.pathname === DEVICE_AUTHORIZATION_PATH &&
      req.method === 'POST' &&
      (await refuseTooManyDeviceCodes(db, req, res, config.trustProxy))
    )
      return;
    // QR logins are approved in the app, by a member logged in there, not on the provider's own device pages.
    if (
      url.pathname === `${OIDC_MOUNT}/device` ||
      (url.pathname.startsWith(`${OIDC_MOUNT}/device/`) && url.pathname !== DEVICE_AUTHORIZATION_PATH)
    ) {
      const code = url.searchParams.get('user_code');
      res.writeHead(303, { location: code ? `${APPROVE_LOGIN_PATH}?code=${encodeURIComponent(code)}` : APPROVE_LOGIN_PATH });
      return void res.end();
    }
    handle(req, res);
  };
}
