import { createHash } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { takeRateLimit } from '../auth/rateLimit.ts';
import { errorPage } from './pages.ts';

/** The device authorization grant (RFC 8628) behind "Log in via QR code". */
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/** Seconds a browser waits between polls of the token endpoint (RFC 8628 §3.5). */
export const DEVICE_POLL_INTERVAL = 5;
/** Where a member approves a QR login: the client's page, not the provider's own. */
export const APPROVE_LOGIN_PATH = '/approve-login';

/** What the provider keeps about the browser that asked: shown to the approving member, never logged. */
interface KoaLike {
  get(header: string): string;
}

/**
 * User codes from the provider's base-20 alphabet (consonants only: no words, no 0/O or 1/I to mix up), 8 of
 * them: 20^8 codes, so with the rate limits on trying them no one can find a live one by guessing.
 */
export const deviceFlowFeature = {
  enabled: true,
  charset: 'base-20',
  mask: '****-****',
  deviceInfo: (ctx: KoaLike) => ({ userAgent: ctx.get('user-agent').slice(0, 300) }),
  // The provider's own code pages are not used: its /device address sends the member to /approve-login.
  userCodeInputSource: notUsedHere,
  userCodeConfirmSource: notUsedHere,
  successSource: notUsedHere,
};

function notUsedHere(ctx: { type: string; body: unknown }) {
  ctx.type = 'html';
  ctx.body = errorPage('Approve logins in Snoot', `Open ${APPROVE_LOGIN_PATH} in Snoot and enter the code there.`);
}

/** The provider's answer to a device authorization request gains the polling interval and the approval page. */
export function describeDeviceAuthorization(body: Record<string, unknown>, publicUrl: string) {
  body.interval = DEVICE_POLL_INTERVAL;
  body.verification_uri = `${publicUrl}${APPROVE_LOGIN_PATH}`;
  body.verification_uri_complete = `${publicUrl}${APPROVE_LOGIN_PATH}?code=${encodeURIComponent(String(body.user_code))}`;
}

interface TokenContext {
  status: number;
  body: unknown;
  oidc?: { route?: string; params?: { grant_type?: unknown; device_code?: unknown } };
}

/**
 * Provider middleware for RFC 8628's slow_down: a browser that polls a pending device code again within the
 * interval is told to slow down instead of pending. Polls are counted in the database (by the code's hash, never
 * the code), so every server process judges the same pace.
 */
export function devicePollPace(db: DB) {
  return async (ctx: TokenContext, next: () => Promise<void>) => {
    await next();
    const params = ctx.oidc?.params;
    if (ctx.oidc?.route !== 'token' || params?.grant_type !== DEVICE_GRANT_TYPE || typeof params.device_code !== 'string') return;
    if ((ctx.body as { error?: string } | undefined)?.error !== 'authorization_pending') return;
    const key = `device-poll:${createHash('sha256').update(params.device_code).digest('hex')}`;
    if (await takeRateLimit(db, key, 1, DEVICE_POLL_INTERVAL * 1000)) return;
    ctx.status = 400;
    ctx.body = { error: 'slow_down', error_description: 'you are polling too quickly and should back off at a reasonable rate' };
  };
}
