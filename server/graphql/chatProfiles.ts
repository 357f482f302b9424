import type { Context } from './context.ts';
import type { ProfileRow } from '../db/types.ts';
import { access, loadProfileRow } from './profiles.ts';

/**
 * What a chat payload shows of a member the viewer may not see (privacy, a block either way, a gone
 * account, the other age pool): the same member id, and nothing else — no name, picture, bio or place.
 * The rule fields (privacy, age, status) stay so every Profile field still judges access from the real
 * member, and each of those fields returns nothing for a profile the viewer may not view.
 */
export function minimalProfile(row: ProfileRow): ProfileRow {
  return {
    ...row,
    email: null,
    display_name: '',
    username: null,
    roles: [],
    is_ad_opt_in: false,
    primary_image_id: null,
    primary_image_ad_id: null,
    header_image_id: null,
    header_image_ad_id: null,
    biography: null,
    genders: [],
    languages: [],
    relationship_status: null,
    sexual_orientation: null,
    ad_biography: null,
    sex_positions: [],
    behaviour: null,
    safe_sex: null,
    can_host: null,
    latitude: null,
    longitude: null,
    place_id: null,
    place: null,
    region: null,
    country: null,
    country_code: null,
    home_place_id: null,
    home_place: null,
    location_cell: null,
    show_last_online: false,
    last_online_at: null,
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
