import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { profileIdForEmbeddedToken, revokeEmbeddedGrant } from '../oidc/accessTokens.ts';
import { profileIdForExternalToken } from '../oidc/externalUserinfo.ts';

/** One-time-code logins get a token that lasts 99 years and has no refresh token (SPEC §9). */
const TOKEN_LIFETIME_MS = 99 * 365.25 * 24 * 3600 * 1000;

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a random access token; only its hash is stored. */
export async function issueAccessToken(db: DB, profileId: string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('access_tokens')
    .values({ token_hash: hashToken(token), profile_id: profileId, expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS) })
    .execute();
  return token;
}

/** The live token's row joined to its active profile: unknown, revoked or expired tokens and gone accounts find none. */
const liveTokenProfile = (db: DB, token: string) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('profiles', 'profiles.id', 'access_tokens.profile_id')
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date())
    .where('profiles.deleted_at', 'is', null)
    .where('profiles.banned_at', 'is', null);

/** The profile a single-sign-on token belongs to: the embedded provider's, or the external one's userinfo's. */
const ssoProfileId = (db: DB, token: string, oidcIssuer?: string) =>
  oidcIssuer ? profileIdForExternalToken(oidcIssuer, token) : profileIdForEmbeddedToken(db, token);

/**
 * The profile a token belongs to, or null for an unknown, revoked or expired token or a gone account.
 * One-time-code tokens come first; then single-sign-on tokens: those the embedded provider issued, or,
 * when `oidcIssuer` names an external provider, those its userinfo endpoint accepts.
 */
export async function profileIdForToken(db: DB, token: string, oidcIssuer?: string) {
  const row = await liveTokenProfile(db, token).select('profiles.id').executeTakeFirst();
  if (row) return row.id;
  const profileId = await ssoProfileId(db, token, oidcIssuer);
  return profileId ? ((await activeProfile(db, profileId))?.id ?? null) : null;
}

/**
 * The whole row of the profile a token belongs to, under the same rules as profileIdForToken: a request's
 * check of its token also reads the viewer's row, in one statement.
 */
export async function viewerForToken(db: DB, token: string, oidcIssuer?: string): Promise<ProfileRow | null> {
  const row = await liveTokenProfile(db, token).selectAll('profiles').executeTakeFirst();
  if (row) return row;
  const profileId = await ssoProfileId(db, token, oidcIssuer);
  return profileId ? activeProfile(db, profileId) : null;
}

async function activeProfile(db: DB, profileId: string) {
  const profile = await db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', profileId)
    .where('deleted_at', 'is', null)
    .where('banned_at', 'is', null)
    .executeTakeFirst();
  return profile ?? null;
}

/** Revokes a token (and its single-sign-on grant); returns every token that ended, for endTokenSessions. */
export async function revokeAccessToken(db: DB, token: string) {
  const grantTokens = await revokeEmbeddedGrant(db, token);
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
  return [token, ...grantTokens.filter((other) => other !== token)];
}

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(header: string | null | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
