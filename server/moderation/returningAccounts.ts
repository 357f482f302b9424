import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { emailHasher } from '../account/emailHash.ts';
import { endMemberSessions, SESSION_END_REASONS } from '../auth/sessions.ts';
import { announceClosedRooms, correctDateOfBirth } from '../profiles/dateOfBirth.ts';
import { joinKeptAccounts, keptDecisions } from './keptDecisions.ts';
import { suspendAccount } from './suspension.ts';

/**
 * A new account signing up with an email kept under a standing decision (inside the transaction that creates
 * it): it starts with the corrected date of birth (set, so the member cannot choose another) and the suspension
 * that has not ended. Answers whether it is suspended, so the login is refused with the notice.
 */
export async function restoreDecisionsOnSignUp(trx: DB, emailHash: string, profileId: string) {
  const kept = await keptDecisions(trx, [emailHash]);
  if (!kept) return false;
  await joinKeptAccounts(trx, [emailHash], profileId);
  const { correction, suspension } = kept;
  await trx
    .updateTable('profiles')
    .set({
      date_of_birth: correction?.new_date_of_birth ?? null,
      banned_at: suspension?.banned_at ?? null,
      suspended_until: suspension?.suspended_until ?? null,
      suspension_reason: suspension?.suspension_reason ?? null,
    })
    .where('id', '=', profileId)
    .execute();
  return Boolean(suspension);
}

/**
 * An account that has just linked an email kept under a standing decision takes the decision on: the corrected
 * date (on record as a correction, with everything a correction across 18 ends) and the suspension.
 */
export async function restoreDecisionsOnLink(db: DB, pubsub: SnootPubSub, profileId: string, email: string) {
  const hash = (await emailHasher(db))(email);
  const kept = await keptDecisions(db, [hash]);
  if (!kept) return;
  await joinKeptAccounts(db, [hash], profileId);
  const member = await db
    .selectFrom('profiles')
    .select(['date_of_birth', 'banned_at'])
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  const { correction, suspension } = kept;
  // A correction the team made on this account since then is their later word, and stands.
  const newer = correction && (await correctedSince(db, profileId, correction.corrected_at));
  if (correction && !newer && correction.new_date_of_birth !== member.date_of_birth) {
    const { closedRooms } = await correctDateOfBirth(db, {
      profileId,
      staffId: correction.corrected_by,
      dateOfBirth: correction.new_date_of_birth,
      reason: `Kept from an earlier account (${correction.profile_id}) that logged in with the same email: ${correction.reason}`,
    });
    announceClosedRooms(pubsub, closedRooms);
  }
  if (suspension && !member.banned_at) {
    const suspended = await suspendAccount(db, profileId, {
      reason: suspension.suspension_reason ?? '',
      until: suspension.suspended_until,
    });
    for (const id of suspended) endMemberSessions(pubsub, id, SESSION_END_REASONS.suspended);
  }
}

/** Whether the team has corrected this account's date of birth since a given moment. */
async function correctedSince(db: DB, profileId: string, moment: Date) {
  const later = await db
    .selectFrom('date_of_birth_corrections')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('corrected_at', '>', moment)
    .executeTakeFirst();
  return Boolean(later);
}
