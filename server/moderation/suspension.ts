import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';
import { subjectFor } from '../oidc/account.ts';
import { liveAccountsUnderKeptEmails } from './keptDecisions.ts';

export const MAX_SUSPENSION_REASON = 500;

export interface Suspension {
  reason: string;
  /** Null for an indefinite suspension. */
  until: Date | null;
}

export function checkSuspension(reason: string, until: Date | null, now = new Date()): Suspension {
  const text = reason.trim();
  if (!text) throw badInput('Please give the reason the member will be shown.');
  if (text.length > MAX_SUSPENSION_REASON) throw badInput(`Please keep the reason to ${MAX_SUSPENSION_REASON} characters or fewer.`);
  if (until && until.getTime() <= now.getTime()) throw badInput('The end of a suspension must be in the future.');
  return { reason: text, until };
}

/**
 * Suspends an account: it disappears for everyone (every profile, search and chat rule skips banned
 * accounts) and every session it holds ends, one-time-code tokens and single-sign-on grants alike. A deleted
 * account's suspension also reaches the account now signing in with one of its kept login emails (the
 * suspension follows the email). Answers every account suspended, for their open sessions to be ended.
 */
export async function suspendAccount(db: DB, profileId: string, suspension: Suspension) {
  return db.transaction().execute(async (trx) => {
    const ids = [profileId, ...(await liveAccountsUnderKeptEmails(trx, profileId))];
    for (const id of ids) await suspendOne(trx, id, suspension);
    return ids;
  });
}

async function suspendOne(trx: DB, profileId: string, suspension: Suspension) {
  const now = new Date();
  await trx
    .updateTable('profiles')
    .set({ banned_at: now, suspended_until: suspension.until, suspension_reason: suspension.reason })
    .where('id', '=', profileId)
    .execute();
  await trx
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('profile_id', '=', profileId)
    .where('revoked_at', 'is', null)
    .execute();
  // Grants name their account in the provider's JSON payload; the uuid narrows the scan, the parse decides.
  const grants = await trx
    .selectFrom('oidc_payloads')
    .select(['id', 'payload'])
    .where('model', '=', 'Grant')
    .where('payload', 'like', `%${profileId}%`)
    .execute();
  const ids = grants
    .filter((grant) => (JSON.parse(grant.payload) as { accountId?: string }).accountId === subjectFor(profileId))
    .map((grant) => grant.id);
  if (ids.length)
    await trx
      .deleteFrom('oidc_payloads')
      .where((eb) => eb.or([eb('grant_id', 'in', ids), eb('id', 'in', ids)]))
      .execute();
}

/** Lifts a suspension whose end has passed, so the member can log in again; true when it did. */
export async function liftEndedSuspension(db: DB, profileId: string, now = new Date()) {
  const lifted = await db
    .updateTable('profiles')
    .set({ banned_at: null, suspended_until: null, suspension_reason: null })
    .where('id', '=', profileId)
    .where('banned_at', 'is not', null)
    .where('suspended_until', '<=', now)
    .executeTakeFirst();
  return Number(lifted.numUpdatedRows) > 0;
}

const untilFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** What a suspended member is told when they try to log in: why, and until when. */
export function suspensionMessage(row: { suspension_reason: string | null; suspended_until: Date | null }) {
  if (!row.suspension_reason) return 'This account has been banned.';
  const when = row.suspended_until ? `until ${untilFormat.format(row.suspended_until)} UTC` : 'indefinitely';
  return `Your account is suspended ${when}. Reason: ${row.suspension_reason}`;
}

/** The suspension notice for the account an email logs in to, or null when it is not suspended. */
export async function suspensionNoticeForEmail(db: DB, email: string) {
  const row = await db
    .selectFrom('account_providers')
    .innerJoin('profiles', 'profiles.id', 'account_providers.profile_id')
    .select(['profiles.banned_at', 'profiles.suspension_reason', 'profiles.suspended_until'])
    .where('account_providers.type', '=', 'EMAIL')
    .where('account_providers.value', '=', email)
    .where('profiles.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.banned_at ? suspensionMessage(row) : null;
}
