import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { DB } from '../db/connect.ts';
import { takeRateLimit, takeRateLimits } from '../auth/rateLimit.ts';
import { bearerToken, viewerForToken } from '../auth/tokens.ts';
import { HttpError, clientIp, readJsonBody, sendError, sendJson } from '../http/json.ts';
import { approveLoginRequest, denyLoginRequest, describeLoginRequest, normalUserCode, openLoginRequest } from './loginApproval.ts';

/** Where a logged-in member looks a QR login up (GET ?code=) and approves or denies it (POST). */
export const LOGIN_REQUEST_PATH = '/oidc/login-request';
/** Where a browser asks for a QR login's codes (the provider's device authorization endpoint). */
export const DEVICE_AUTHORIZATION_PATH = '/oidc/device/auth';

const WINDOW_MS = 10 * 60 * 1000;
/** Looking up and deciding are tries at a code: a member gets a handful, an address a few more (shared Wi-Fi). */
const TRIES_PER_MEMBER = 10;
const TRIES_PER_ADDRESS = 30;
/** New QR codes per address: a login screen left open asks for one every 10 minutes or when a member asks. */
const CODES_PER_ADDRESS = 20;
const TOO_MANY = 'Too many tries. Please wait a few minutes and try again.';

/** The login-request endpoints, for members logged in by any method (a one-time code or single sign-on). */
export function loginRequestHandler(db: DB, provider: Provider, trustProxy: boolean) {
  async function decide(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'POST') throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
    const token = bearerToken(req.headers.authorization);
    const viewer = token ? await viewerForToken(db, token) : null;
    if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'You need to log in again.');
    const body = req.method === 'POST' ? await readJsonBody(req) : null;
    const tries = [
      { key: `login-request-member:${viewer.id}`, limit: TRIES_PER_MEMBER },
      { key: `login-request-ip:${clientIp(req, trustProxy)}`, limit: TRIES_PER_ADDRESS },
    ];
    if (!(await takeRateLimits(db, tries, WINDOW_MS))) throw new HttpError(429, 'RATE_LIMITED', TOO_MANY);
    const code = await openLoginRequest(provider, viewer, normalUserCode(body ? body.code : url.searchParams.get('code')));
    if (!body) return sendJson(res, 200, describeLoginRequest(code));
    if (body.decision === 'approve') await approveLoginRequest(db, provider, viewer, code);
    else if (body.decision === 'deny') await denyLoginRequest(db, code);
    else throw new HttpError(400, 'BAD_USER_INPUT', 'Choose Approve or Deny.');
    sendJson(res, 200, { decision: body.decision });
  }
  return (req: IncomingMessage, res: ServerResponse, url: URL) => decide(req, res, url).catch((error) => sendError(res, error));
}

/** Refuses a new QR code to an address that asked for too many; answers true when it did. */
export async function refuseTooManyDeviceCodes(db: DB, req: IncomingMessage, res: ServerResponse, trustProxy: boolean) {
  if (await takeRateLimit(db, `device-auth-ip:${clientIp(req, trustProxy)}`, CODES_PER_ADDRESS, WINDOW_MS)) return false;
  sendJson(res, 429, { error: 'rate_limited', error_description: TOO_MANY });
  return true;
}
