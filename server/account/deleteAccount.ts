import type { DB } from '../db/connect.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { removeUploads } from '../images/store.ts';
import { BLANK_PERSONAL_DETAILS } from '../profiles/personalDetails.ts';
import { keepDecisionsOnDeletion } from '../moderation/keptDecisions.ts';
import { emailHasher } from './emailHash.ts';
import { leaveGroupsOnDeletion } from '../groups/ownership.ts';

/**
 * Deletes an account as SPEC §8 warns: uploaded pictures, personal info and sent private messages go;
 * sessions are revoked. What other members own (their messages, rooms, likes of their own) stays, and so do
 * the team's safety decisions on it (server/moderation/keptDecisions.ts).
 */
export async function deleteAccount(db: DB, pictures: PictureStore, profileId: string) {
  const hashOf = await emailHasher(db);
  const orphanedBlobs = await db.transaction().execute(async (trx) => {
    const now = new Date();
    // Safety decisions outlive the account: its login emails are kept as hashes while one stands.
    await keepDecisionsOnDeletion(trx, hashOf, profileId);
    await trx
      .updateTable('profiles')
      .set({
        ...BLANK_PERSONAL_DETAILS,
        deleted_at: now,
        date_of_birth: null,
        is_explicit_opt_in: false,
        is_hard_opt_in: false,
      })
      .where('id', '=', profileId)
      .execute();
    // Sent messages lose their text; the row keeps its seqId so the other member's history stays gap-free.
    await trx
      .updateTable('chat_messages')
      .set({ content: null, deleted_at: now, updated_at: now })
      .where('profile_id', '=', profileId)
      .where('system_action', 'is', null)
      .execute();
    // Groups they own pass to a moderator or close, before their memberships go with the rest.
    await leaveGroupsOnDeletion(trx, profileId);
    await trx.deleteFrom('profile_images').where('profile_id', '=', profileId).execute();
    const owned = await trx.deleteFrom('images').where('owner_id', '=', profileId).returning('blob_key').execute();
    const ownRows = [
      'sonas',
      'social_accounts',
      'profile_interests',
      'profile_kinks',
      'profile_groups',
      'profile_events',
      'push_subscriptions',
      'push_deliveries',
      'notification_preferences',
    ] as const;
    for (const table of ownRows) {
      await trx.deleteFrom(table).where('profile_id', '=', profileId).execute();
    }
    // Notifications to the member, and those about them in others' lists (hidden there already: they are gone).
    await trx
      .deleteFrom('notifications')
      .where((eb) => eb.or([eb('recipient_id', '=', profileId), eb('actor_id', '=', profileId)]))
      .execute();
    await trx.deleteFrom('account_providers').where('profile_id', '=', profileId).execute();
    await trx.deleteFrom('email_links').where('profile_id', '=', profileId).execute();
    await trx.deleteFrom('boop_balances').where('profile_id', '=', profileId).execute();
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('profile_id', '=', profileId)
      .where('revoked_at', 'is', null)
      .execute();
    // A blob shared with an image that stays (another upload of the same file) is kept.
    const keys = owned.map((row) => row.blob_key);
    if (!keys.length) return [];
    const stillUsed = await trx.selectFrom('images').select('blob_key').where('blob_key', 'in', keys).execute();
    const used = new Set(stillUsed.map((row) => row.blob_key));
    return keys.filter((key) => !used.has(key));
  });
  await removeUploads(pictures, orphanedBlobs);
}
