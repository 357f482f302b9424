import type { DB } from '../db/connect.ts';
import { suspensionMessage } from '../moderation/suspension.ts';
import { hashToken } from './tokens.ts';

/**
 * Why a token no longer opens a session, for the tab that still holds it: suspended (with the words and the end
 * date the login refusal gives), logged out elsewhere (another tab or device ended this token), the account
 * deleted (from another tab or device), or expired.
 */
export type SessionEndReason = 'SUSPENDED' | 'LOGGED_OUT_ELSEWHERE' | 'ACCOUNT_DELETED' | 'EXPIRED';

export interface SessionEnd {
  reason: SessionEndReason;
  /** SUSPENDED only: when the suspension ends; null for an indefinite one. */
  until?: string | null;
  /** SUSPENDED only: the sentence the member is shown, with the staff's reason. */
  message?: string;
}

/**
 * A logout or a deletion is told for this long after it happened. Shorter than the shortest suspension (a day): a
 * token a suspension revoked is not mistaken for a logout once the suspension has been lifted.
 */
export const LOGOUT_REMEMBERED_MS = 20 * 60 * 60 * 1000;

/**
 * Why `token` ended, from what the database keeps of it (so every server process answers alike), or null when
 * it is unknown, still live, or ended long ago: those get the plain "log in again". Only the token's own holder
 * asks with it, so a reason never reaches another member.
 */
export async function sessionEndFor(db: DB, token: string, now = new Date()): Promise<SessionEnd | null> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('profiles', 'profiles.id', 'access_tokens.profile_id')
    .select([
      'access_tokens.revoked_at',
      'access_tokens.expires_at',
      'profiles.deleted_at',
      'profiles.banned_at',
      'profiles.suspended_until',
      'profiles.suspension_reason',
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.banned_at && !row.deleted_at) {
    return { reason: 'SUSPENDED', until: row.suspended_until?.toISOString() ?? null, message: suspensionMessage(row) };
  }
  if (row.revoked_at) {
    if (now.getTime() - row.revoked_at.getTime() > LOGOUT_REMEMBERED_MS) return null;
    return { reason: row.deleted_at ? 'ACCOUNT_DELETED' : 'LOGGED_OUT_ELSEWHERE' };
  }
  return row.expires_at.getTime() <= now.getTime() ? { reason: 'EXPIRED' } : null;
}
