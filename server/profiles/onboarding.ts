import type { DB } from '../db/connect.ts';
import { checkedName } from './names.ts';
import { currentNames, refuseStaffLikeName } from './staffLikeNames.ts';

const MAX_DISPLAY_NAME = 64;

/** Sets the member's display name after checking it as every name shown to others is checked, staff look-alikes too. */
export async function setDisplayName(db: DB, profileId: string, value: string) {
  const displayName = checkedName(value, 'Display name', MAX_DISPLAY_NAME);
  const current = (await currentNames(db, profileId))?.display_name;
  await refuseStaffLikeName(db, profileId, displayName, { label: 'Display name', current });
  await db.updateTable('profiles').set({ display_name: displayName }).where('id', '=', profileId).execute();
}

/** Marks the account onboarded once it has a display name and a date of birth; later calls change nothing. */
export async function completeOnboarding(db: DB, profileId: string) {
  await db
    .updateTable('profiles')
    .set({ onboarded_at: new Date() })
    .where('id', '=', profileId)
    .where('onboarded_at', 'is', null)
    .where('display_name', '!=', '')
    .where('date_of_birth', 'is not', null)
    .execute();
}
