import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoginFlow, LoginRefusal, LoginRefusalCode } from '../auth/login.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import type { DB } from '../db/connect.ts';
import { HttpError, clientIp, readJsonBody, sendError, sendJson } from './json.ts';

const STATUS: Record<LoginRefusalCode, number> = { INVALID_EMAIL: 400, RATE_LIMITED: 429, CODE_INVALID: 401, ACCOUNT_SUSPENDED: 403 };

const refused = ({ refused, message }: LoginRefusal) => new HttpError(STATUS[refused], refused, message);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** POST /account-provider/email/request-code {email}: the same answer whether or not the account exists. */
export function requestCodeHandler(flow: LoginFlow, trustProxy: boolean) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = await readJsonBody(req);
      const outcome = await flow.requestCode({ email: text(body.email), ip: clientIp(req, trustProxy) });
      if (outcome.refused) throw refused(outcome);
      sendJson(res, 200, { ok: true });
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** POST /account-provider/email/login {email, code}: the access token as a JSON string, or {error}. */
export function loginHandler(db: DB, flow: LoginFlow, trustProxy: boolean) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = await readJsonBody(req);
      const outcome = await flow.logIn({ email: text(body.email), code: text(body.code), ip: clientIp(req, trustProxy) });
      if (outcome.refused) throw refused(outcome);
      sendJson(res, 200, await issueAccessToken(db, outcome.profileId));
    } catch (error) {
      sendError(res, error);
    }
  };
}
