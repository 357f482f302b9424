import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { App } from '../../server/app.ts';
import type { ProfilesTable } from '../../server/db/types.ts';
import { logIn } from './harness.ts';

/** A logged-in member made for one test: their profile id and access token. */
export interface Member {
  id: string;
  token: string;
}

function birthDateForAge(age: number) {
  const today = new Date();
  // Six months before this year's birthday line keeps the age exact whatever today is.
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);
}

let serial = 0;

/** Logs in a fresh email (which creates the account) and sets up an onboarded profile of the given age. */
export async function createMember(app: App, options: { age?: number; name?: string } & Updateable<ProfilesTable> = {}): Promise<Member> {
  const { age = 30, name, ...columns } = options;
  const email = `fixture-${process.pid}-${++serial}-${randomUUID().slice(0, 8)}@example.com`;
  const token = await logIn(app, email);
  const row = await app.services.db
    .selectFrom('account_providers')
    .select('profile_id')
    .where('value', '=', email)
    .executeTakeFirstOrThrow();
  await app.services.db
    .updateTable('profiles')
    .set({ display_name: name ?? `Member ${serial}`, date_of_birth: birthDateForAge(age), onboarded_at: new Date(), ...columns })
    .where('id', '=', row.profile_id)
    .execute();
  return { id: row.profile_id, token };
}

/** An adult who opted in to After Dark, explicit and hard content. */
export const AD_ADULT = { age: 30, is_ad_opt_in: true, is_explicit_opt_in: true, is_hard_opt_in: true };

export type OwnerRelation = 'none' | 'LIKED_BY' | 'LIKED' | 'MUTUAL' | 'FRIEND';

/**
 * Makes `owner`'s relation to `viewer` what the privacy table is checked against: LIKED means the owner
 * liked the viewer, LIKED_BY that the viewer liked the owner.
 */
export async function relate(app: App, owner: Member, viewer: Member, relation: OwnerRelation) {
  const db = app.services.db;
  const like = (from: Member, to: Member) => db.insertInto('likes').values({ liker_id: from.id, liked_id: to.id }).execute();
  if (relation === 'LIKED' || relation === 'MUTUAL') await like(owner, viewer);
  if (relation === 'LIKED_BY' || relation === 'MUTUAL') await like(viewer, owner);
  if (relation === 'FRIEND') {
    await db
      .insertInto('friendships')
      .values([
        { profile_id: owner.id, friend_id: viewer.id },
        { profile_id: viewer.id, friend_id: owner.id },
      ])
      .execute();
  }
}

/** A picture on a profile; only its rows matter to the API, so no file is written. */
export async function addImage(app: App, owner: Member, options: { isAd?: boolean; rating?: string; access?: string } = {}) {
  const db = app.services.db;
  const uuid = randomUUID();
  const id = randomUUID();
  await db
    .insertInto('images')
    .values({
      uuid,
      owner_id: owner.id,
      blob_key: `fixture/${uuid}`,
      content_rating: options.rating ?? 'SAFE',
      width: 800,
      height: 600,
      blur_hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    })
    .execute();
  await db
    .insertInto('profile_images')
    .values({ id, profile_id: owner.id, image_uuid: uuid, is_ad: options.isAd ?? false, access_permission: options.access ?? 'PUBLIC' })
    .execute();
  return id;
}

/** Gives a profile one ordinary and one hard kink. */
export async function addKinks(app: App, owner: Member) {
  const db = app.services.db;
  const suffix = randomUUID().slice(0, 8);
  const kinks = await db
    .insertInto('kinks')
    .values([
      { display_name: `Cuddles ${suffix}`, category_name: 'Soft', is_hard: false },
      { display_name: `Extreme ${suffix}`, category_name: 'Hard', is_hard: true },
    ])
    .returning(['id', 'is_hard'])
    .execute();
  await db
    .insertInto('profile_kinks')
    .values(kinks.map((kink) => ({ profile_id: owner.id, kink_id: kink.id, pleasure_give: 3, pleasure_receive: 4 })))
    .execute();
}

/** Access permission names as the API spells them. */
export const PERMISSIONS = ['PUBLIC', 'LIKED', 'MUTUALS', 'FRIENDS', 'PRIVATE'] as const;
export const RELATIONS: OwnerRelation[] = ['none', 'LIKED_BY', 'LIKED', 'MUTUAL', 'FRIEND'];

/** SPEC §5: public anyone; liked: liked, mutual or friend; mutuals: mutual or friend; friends: friend; private: nobody. */
export const ADMITS: Record<(typeof PERMISSIONS)[number], OwnerRelation[]> = {
  PUBLIC: RELATIONS,
  LIKED: ['LIKED', 'MUTUAL', 'FRIEND'],
  MUTUALS: ['MUTUAL', 'FRIEND'],
  FRIENDS: ['FRIEND'],
  PRIVATE: [],
};
