import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { sendJson } from '../http/json.ts';
import { bearerToken } from '../auth/tokens.ts';
import { identityClaims } from './account.ts';
import { profileIdForEmbeddedToken } from './accessTokens.ts';

/**
 * GET /me with an access token from the embedded provider: sub, nickname, roles, birthdate, profile, picture,
 * locale and gender (SPEC §7). Clients served from another listed origin may call it (CORS).
 */
export function meHandler(db: DB, publicUrl: string, clientOrigins: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && clientOrigins.includes(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'authorization',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET') return sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED', message: 'Use GET.' });
    const token = bearerToken(req.headers.authorization);
    const profileId = token ? await profileIdForEmbeddedToken(db, token) : null;
    const claims = profileId ? await identityClaims(db, profileId, publicUrl) : null;
    if (!claims) {
      res.setHeader('www-authenticate', 'Bearer error="invalid_token"');
      return sendJson(res, 401, { error: 'invalid_token', message: 'The access token is missing, expired or revoked.' });
    }
    sendJson(res, 200, claims);
  };
}
