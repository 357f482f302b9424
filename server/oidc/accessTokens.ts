import type { DB } from '../db/connect.ts';
import { profileIdFromSubject } from './account.ts';

/** The stored, unexpired access token the embedded provider issued with this value (its id), if any. */
async function storedAccessToken(db: DB, token: string) {
  // Opaque token values are at most a few dozen characters; anything longer cannot be one.
  if (token.length > 128) return null;
  const row = await db
    .selectFrom('oidc_payloads')
    .select('payload')
    .where('model', '=', 'AccessToken')
    .where('id', '=', token)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as { accountId?: string; grantId?: string; scope?: string }) : null;
}

/** The profile an access token from the embedded provider speaks for, or null. */
export async function profileIdForEmbeddedToken(db: DB, token: string) {
  const payload = await storedAccessToken(db, token);
  return payload ? profileIdFromSubject(payload.accountId) : null;
}

/**
 * Logging out ends the whole single-sign-on grant: this access token, its siblings and the refresh token.
 * Returns the access tokens that ended, so their open sockets can be closed.
 */
export async function revokeEmbeddedGrant(db: DB, token: string) {
  const payload = await storedAccessToken(db, token);
  if (!payload?.grantId) return [];
  const gone = await db.deleteFrom('oidc_payloads').where('grant_id', '=', payload.grantId).returning(['model', 'id']).execute();
  return gone.filter((row) => row.model === 'AccessToken').map((row) => row.id);
}
