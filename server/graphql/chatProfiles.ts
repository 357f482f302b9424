import type { Context } from './context.ts';
import type { ProfileRow } from '../db/types.ts';
import { access, loadProfileRow } from './profiles.ts';
import { BLANK_PERSONAL_DETAILS } from '../profiles/personalDetails.ts';

/**
 * What a chat payload shows of a member the viewer may not see (privacy, a block either way, a gone
 * account, the other age pool): the same member id, and nothing else — no name, picture, bio or place.
 * The rule fields (privacy, age, status) stay so every Profile field still judges access from the real
 * member, and each of those fields returns nothing for a profile the viewer may not view.
 */
export function minimalProfile(row: ProfileRow): ProfileRow {
  return {
    ...row,
    ...BLANK_PERSONAL_DETAILS,
    location_cell: null,
    show_last_online: false,
    share_hash: '',
    suspension_reason: null,
  };
}

/**
 * A member as one chat payload (participant, other member, message author, subscription event) shows
 * them to the viewer: under the same rule as profile(uuid), and otherwise as a minimal, nameless profile.
 */
export async function chatProfile(context: Context, profileId: string): Promise<ProfileRow | null> {
  const row = await loadProfileRow(context, profileId);
  if (!row) return null;
  return (await access(context, row)).canView ? row : minimalProfile(row);
}
