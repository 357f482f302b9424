import type { AuthToken } from '../state/auth';
import { deviceEndpoints } from './oidc';

/**
 * "Log in via QR code": the OAuth 2.0 device authorization grant (RFC 8628) against the identity provider.
 * This browser asks for a code, shows it, and polls the token endpoint until a member approves it elsewhere.
 */
const SCOPES = 'openid profile offline_access';
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** RFC 8628 §3.5: without an interval the client waits 5 seconds, and 5 more after each slow_down. */
export const DEFAULT_INTERVAL_SECONDS = 5;

export interface DeviceCodeGrant {
  deviceCode: string;
  userCode: string;
  /** Seconds between polls. */
  interval: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** What one poll heard: tokens, or why there are none yet (or any more). */
export type PollOutcome =
  | { kind: 'token'; token: AuthToken }
  | { kind: 'pending' }
  | { kind: 'slowDown' }
  | { kind: 'expired' }
  | { kind: 'denied' }
  | { kind: 'failed'; status: number };

function postForm(url: string, body: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(body).toString(),
  });
}

export async function requestDeviceCode(now = Date.now()): Promise<DeviceCodeGrant> {
  const { deviceAuthorization, clientId } = await deviceEndpoints();
  const response = await postForm(deviceAuthorization, { client_id: clientId, scope: SCOPES });
  if (!response.ok) throw new Error(`Asking for a QR login code failed with status ${response.status}`);
  const body = (await response.json()) as { device_code: string; user_code: string; interval?: number; expires_in: number };
  return {
    deviceCode: body.device_code,
    userCode: body.user_code,
    interval: body.interval ?? DEFAULT_INTERVAL_SECONDS,
    expiresAt: now + body.expires_in * 1000,
  };
}

const ERRORS: Record<string, PollOutcome['kind']> = {
  authorization_pending: 'pending',
  slow_down: 'slowDown',
  expired_token: 'expired',
  // A code the provider no longer knows (used, or long expired) cannot be approved any more either.
  invalid_grant: 'expired',
  access_denied: 'denied',
};

export async function pollDeviceToken(deviceCode: string, now = Date.now()): Promise<PollOutcome> {
  const { token, clientId } = await deviceEndpoints();
  const response = await postForm(token, { grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: clientId });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof body.access_token === 'string') {
    return {
      kind: 'token',
      token: {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        expiresAt: now + Number(body.expires_in ?? 3600) * 1000,
        idToken: typeof body.id_token === 'string' ? body.id_token : null,
      },
    };
  }
  const kind = ERRORS[String(body.error)];
  return kind ? ({ kind } as PollOutcome) : { kind: 'failed', status: response.status };
}
