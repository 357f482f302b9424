import { randomBytes, randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { liftEndedSuspension } from '../moderation/suspension.ts';
import { restoreDecisionsOnSignUp } from '../moderation/returningAccounts.ts';
import { emailHasher } from '../account/emailHash.ts';

/**
 * The profile that logs in with this email; the first successful code for an unknown email creates it
 * (not onboarded yet: display name and date of birth follow). A new account of an email kept under a standing
 * safety decision starts with it: the corrected date of birth, and a suspension that refuses the login (null).
 */
export async function findOrCreateAccountByEmail(db: DB, email: string) {
  const existing = await db
    .selectFrom('account_providers')
    .innerJoin('profiles', 'profiles.id', 'account_providers.profile_id')
    .select(['profiles.id', 'profiles.deleted_at', 'profiles.banned_at'])
    .where('account_providers.type', '=', 'EMAIL')
    .where('account_providers.value', '=', email)
    .executeTakeFirst();
  if (existing && !existing.deleted_at) {
    // A suspension whose end has passed is lifted at the next login; one still running refuses it.
    if (existing.banned_at && !(await liftEndedSuspension(db, existing.id))) return null;
    return existing.id;
  }
  const hash = (await emailHasher(db))(email);
  return db.transaction().execute(async (trx) => {
    if (existing) {
      // A deleted account frees its email: re-registration starts a new profile (SPEC §8).
      await trx.deleteFrom('account_providers').where('type', '=', 'EMAIL').where('value', '=', email).execute();
      await trx.updateTable('profiles').set({ email: null }).where('id', '=', existing.id).execute();
    }
    const id = randomUUID();
    await trx
      .insertInto('profiles')
      .values({ id, email, share_hash: randomBytes(8).toString('base64url') })
      .execute();
    await trx.insertInto('account_providers').values({ profile_id: id, type: 'EMAIL', value: email }).execute();
    return (await restoreDecisionsOnSignUp(trx, hash, id)) ? null : id;
  });
}
