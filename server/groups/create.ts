import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notAllowed } from '../errors.ts';
import { placeById } from '../geo/gazetteer.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { storeUpload } from '../images/profileImages.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { checkedName } from '../profiles/names.ts';
import { refuseStaffLikeName } from '../profiles/staffLikeNames.ts';

/** How many groups a member may start in a day, and own at once (README: Groups). */
export const GROUP_LIMITS = { createdPerDay: 3, ownedAtOnce: 10 };
export const GROUP_NAME_MAX = 50;
export const GROUP_NAME_MIN = 2;
export const GROUP_TEXT_MAX = 2000;

export interface NewGroup {
  displayName: string;
  description: string;
  rules?: string | null;
  joinPolicy: string;
  isAd?: boolean | null;
  placeId?: string | null;
  image?: string | null;
}

function checkedText(value: string | null | undefined, label: string) {
  const text = (value ?? '').trim();
  if (text.length > GROUP_TEXT_MAX) throw badInput(`${label} must be at most ${GROUP_TEXT_MAX.toLocaleString('en')} characters.`);
  return text;
}

/** Refuses a new group past the member's limits, in the member's words. */
async function checkLimits(db: DB, viewer: ProfileRow) {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [{ today }, { owned }] = await Promise.all([
    db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<string>().as('today'))
      .where('created_by', '=', viewer.id)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('profile_groups')
      .innerJoin('groups', 'groups.uuid', 'profile_groups.group_uuid')
      .select((eb) => eb.fn.countAll<string>().as('owned'))
      .where('profile_groups.profile_id', '=', viewer.id)
      .where('profile_groups.role', '=', 'OWNER')
      .where('groups.closed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(today) >= GROUP_LIMITS.createdPerDay)
    throw notAllowed(`You can start up to ${GROUP_LIMITS.createdPerDay} groups a day. Please try again tomorrow.`);
  if (Number(owned) >= GROUP_LIMITS.ownedAtOnce)
    throw notAllowed(`You can own up to ${GROUP_LIMITS.ownedAtOnce} groups. Hand one over or close it to start another.`);
}

/**
 * Makes a group with the viewer as its owner and only member, in the viewer's age pool. The name follows the
 * rules of display names (nothing invisible, no text-direction marks, nothing that passes for staff); After Dark
 * groups only for adults who opted in; the home place from the gazetteer; the picture through the upload pipeline,
 * kept by the group (not the member's gallery, so it outlives its uploader's account).
 */
export async function createGroup(db: DB, pictures: PictureStore, viewer: ProfileRow, input: NewGroup) {
  const displayName = checkedName(input.displayName, 'Group name', GROUP_NAME_MAX);
  if ([...displayName].length < GROUP_NAME_MIN) throw badInput(`Group name must be at least ${GROUP_NAME_MIN} characters.`);
  await refuseStaffLikeName(db, viewer.id, displayName, { label: 'Group name' });
  const description = checkedText(input.description, 'Description');
  if (!description) throw badInput('Description must not be empty.');
  const rules = checkedText(input.rules, 'Rules') || null;
  if (input.joinPolicy !== 'OPEN' && input.joinPolicy !== 'CLOSED') throw badInput('Choose whether the group is open or closed.');
  const isAd = Boolean(input.isAd);
  if (isAd && !hasAfterDark(viewer)) throw notAllowed('Only adults who turned on After Dark can start After Dark groups.');
  const place = input.placeId ? await placeById(input.placeId) : null;
  if (input.placeId && !place) throw badInput('Choose the home place from the list.');
  await checkLimits(db, viewer);
  const image = input.image
    ? await storeUpload(db, pictures, viewer.id, { image: input.image, contentRating: isAd ? 'EXPLICIT' : 'SAFE' })
    : null;
  const uuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    // Two starts at once count against the same limits: the member's row is held while one is checked and made.
    await sql`select id from profiles where id = ${viewer.id} for update`.execute(trx);
    await checkLimits(trx, viewer);
    if (image) await trx.updateTable('images').set({ owner_id: null }).where('uuid', '=', image.uuid).execute();
    await trx
      .insertInto('groups')
      .values({
        uuid,
        display_name: displayName,
        description,
        rules,
        join_policy: input.joinPolicy,
        is_ad: isAd,
        adult_pool: isAdult(viewer.date_of_birth),
        image_uuid: image?.uuid ?? null,
        place_id: place?.placeId ?? null,
        place: place?.place ?? null,
        region: place?.region ?? null,
        country: place?.country ?? null,
        country_code: place?.countryCode ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        member_count: 1,
        created_by: viewer.id,
      })
      .execute();
    await trx
      .insertInto('profile_groups')
      .values({ profile_id: viewer.id, group_uuid: uuid, role: 'OWNER', joined_at: new Date() })
      .execute();
  });
  return uuid;
}
