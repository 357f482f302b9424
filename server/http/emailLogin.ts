import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import type { SendMail } from '../mail/mailer.ts';
import { findOrCreateAccountByEmail } from '../auth/accounts.ts';
import { consumeLoginCode, normaliseCode } from '../auth/codes.ts';
import { mailLoginCode } from '../auth/codeMail.ts';
import { isValidEmail, normaliseEmail } from '../auth/email.ts';
import { takeRateLimit } from '../auth/rateLimit.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import { suspensionNoticeForEmail } from '../moderation/suspension.ts';
import { HttpError, clientIp, readJsonBody, sendError, sendJson } from './json.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export interface EmailLoginLimits {
  codesPerEmail: number;
  codesPerIp: number;
  loginsPerIp: number;
}

/** Where the limits come from and whose address counts (config.emailLoginLimits, config.trustProxy). */
export interface EmailLoginOptions {
  limits: EmailLoginLimits;
  trustProxy: boolean;
}

function readEmail(body: Record<string, unknown>) {
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  if (!isValidEmail(email)) throw new HttpError(400, 'INVALID_EMAIL', 'Please enter a valid email address.');
  return email;
}

async function limit(db: DB, key: string, max: number) {
  if (!(await takeRateLimit(db, key, max, TEN_MINUTES))) {
    throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
  }
}

/** POST /account-provider/email/request-code {email}: the same answer whether or not the account exists. */
export function requestCodeHandler(db: DB, sendMail: SendMail, { limits, trustProxy }: EmailLoginOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const email = readEmail(await readJsonBody(req));
      await limit(db, `code-ip:${clientIp(req, trustProxy)}`, limits.codesPerIp);
      await limit(db, `code-email:${email}`, limits.codesPerEmail);
      await mailLoginCode(db, sendMail, email);
      sendJson(res, 200, { ok: true });
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** POST /account-provider/email/login {email, code}: the access token as a JSON string, or {error}. */
export function loginHandler(db: DB, { limits, trustProxy }: EmailLoginOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = await readJsonBody(req);
      const email = readEmail(body);
      const code = normaliseCode(typeof body.code === 'string' ? body.code : '');
      await limit(db, `login-ip:${clientIp(req, trustProxy)}`, limits.loginsPerIp);
      if (!(await consumeLoginCode(db, email, code))) {
        throw new HttpError(401, 'CODE_INVALID', 'Invalid code. Please try again.');
      }
      const profileId = await findOrCreateAccountByEmail(db, email);
      // Only after a valid code: the member learns why and until when, nobody else learns anything.
      if (!profileId)
        throw new HttpError(403, 'ACCOUNT_SUSPENDED', (await suspensionNoticeForEmail(db, email)) ?? 'This account has been banned.');
      sendJson(res, 200, await issueAccessToken(db, profileId));
    } catch (error) {
      sendError(res, error);
    }
  };
}
