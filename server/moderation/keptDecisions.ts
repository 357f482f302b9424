import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { EmailHasher } from '../account/emailHash.ts';

/**
 * Whether a safety decision on the account `alias` still stands: a date-of-birth correction (for as long as the
 * service runs: it is the date staff established), a suspension that has not ended (an indefinite one never
 * does), or a report staff have not closed yet (they may still suspend the account).
 */
const standsSql = (alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(
    exists (select 1 from date_of_birth_corrections c where c.profile_id = ${column('id')})
    or (${column('banned_at')} is not null and (${column('suspended_until')} is null or ${column('suspended_until')} > now()))
    or exists (select 1 from reports r where r.profile_id = ${column('id')} and r.status = 'OPEN')
  )`;
};

/** Every account kept under any of these hashes. */
async function accountsUnder(db: DB, hashes: readonly string[]) {
  if (!hashes.length) return [];
  const rows = await db.selectFrom('safety_email_hashes').select('profile_id').distinct().where('email_hash', 'in', hashes).execute();
  return rows.map((row) => row.profile_id);
}

async function anyStands(db: DB, ids: readonly string[]) {
  if (!ids.length) return false;
  const row = await db.selectFrom('profiles as p').select('p.id').where('p.id', 'in', ids).where(standsSql('p')).executeTakeFirst();
  return Boolean(row);
}

/** The hashes of an account's login emails, and those kept for it already. */
async function hashesOf(db: DB, hashOf: EmailHasher, profileId: string) {
  const emails = await db
    .selectFrom('account_providers')
    .select('value')
    .where('profile_id', '=', profileId)
    .where('type', '=', 'EMAIL')
    .execute();
  const kept = await db.selectFrom('safety_email_hashes').select('email_hash').where('profile_id', '=', profileId).execute();
  return [...new Set([...emails.map((row) => hashOf(row.value)), ...kept.map((row) => row.email_hash)])];
}

/** Files each account under each hash (once). */
async function keepUnder(db: DB, hashes: readonly string[], ids: readonly string[]) {
  const rows = hashes.flatMap((hash) => ids.map((id) => ({ email_hash: hash, profile_id: id })));
  if (!rows.length) return;
  await db
    .insertInto('safety_email_hashes')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['email_hash', 'profile_id']).doNothing())
    .execute();
}

/**
 * Deleting an account (inside its transaction, before its login emails go): when a decision on it, or on an
 * earlier account of the same emails, stands, every one of its emails is kept as a hash beside all of those
 * accounts, so a return with any of them finds every decision.
 */
export async function keepDecisionsOnDeletion(trx: DB, hashOf: EmailHasher, profileId: string) {
  const hashes = await hashesOf(trx, hashOf, profileId);
  const ids = [...new Set([profileId, ...(await accountsUnder(trx, hashes))])];
  if (hashes.length && (await anyStands(trx, ids))) await keepUnder(trx, hashes, ids);
}

/** Other accounts that logged in with one of this account's login emails, known while a decision stands. */
export async function sameEmailAccountIds(db: DB, hashOf: EmailHasher, profileId: string) {
  return (await accountsUnder(db, await hashesOf(db, hashOf, profileId))).filter((id) => id !== profileId);
}

/** Accounts still in use that logged in with one of a (deleted) account's kept emails: its decisions reach them too. */
export async function liveAccountsUnderKeptEmails(db: DB, profileId: string) {
  const rows = await db
    .selectFrom('safety_email_hashes as mine')
    .innerJoin('safety_email_hashes as same', 'same.email_hash', 'mine.email_hash')
    .innerJoin('profiles', 'profiles.id', 'same.profile_id')
    .select('profiles.id')
    .distinct()
    .where('mine.profile_id', '=', profileId)
    .where('profiles.id', '!=', profileId)
    .where('profiles.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * What stands for someone signing in with an email of these hashes: the latest date-of-birth correction and the
 * longest suspension that has not ended, across every account kept under them; null when nothing stands.
 */
export async function keptDecisions(db: DB, hashes: readonly string[]) {
  const ids = await accountsUnder(db, hashes);
  if (!(await anyStands(db, ids))) return null;
  const correction = await db
    .selectFrom('date_of_birth_corrections')
    .select(['profile_id', 'corrected_at', 'new_date_of_birth', 'corrected_by', 'reason'])
    .where('profile_id', 'in', ids)
    .orderBy('corrected_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const suspension = await db
    .selectFrom('profiles')
    .select(['banned_at', 'suspended_until', 'suspension_reason'])
    .where('id', 'in', ids)
    .where('banned_at', 'is not', null)
    .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '>', new Date())]))
    .orderBy(sql`suspended_until desc nulls first`)
    .executeTakeFirst();
  return { ids, correction, suspension };
}

/** Files an account beside the kept ones of an email it now signs in with, so decisions made later follow it. */
export const joinKeptAccounts = (db: DB, hashes: readonly string[], profileId: string) => keepUnder(db, hashes, [profileId]);

/**
 * Forgets the hashes of every email none of whose accounts has a standing decision any more (a timed
 * suspension ended, a report was closed without one): nothing is kept longer than a decision needs it.
 */
export async function pruneSafetyEmailHashes(db: DB) {
  await sql`
    delete from safety_email_hashes kept
    where not exists (
      select 1 from safety_email_hashes same join profiles p on p.id = same.profile_id
      where same.email_hash = kept.email_hash and ${standsSql('p')}
    )
  `.execute(db);
}
