import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { badInput, notFound } from '../errors.ts';
import { escapeLike } from '../profiles/hobbies.ts';
import { checkedName } from '../profiles/names.ts';
import { refuseStaffLikeName } from '../profiles/staffLikeNames.ts';

const MAX_NAME = 64;
const MAX_SONAS = 50;
export const SPECIES_PAGE = 20;

export interface SonaFields {
  displayName?: string | null;
  speciesId?: number | null;
  hasFursuit?: boolean | null;
  /** Ids of the owner's profile images. */
  imageIds?: string[] | null;
}

/** Species(displayName, limit 20, offset 0): blank text finds nothing; at most 20 per page. */
export async function searchSpecies(db: DB, text: string, limit: number, offset: number) {
  const search = text.trim().toLowerCase();
  if (!search) return [];
  return db
    .selectFrom('species')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['display_name']), 'like', `%${escapeLike(search)}%`))
    .orderBy('popularity', 'desc')
    .orderBy('display_name')
    .limit(Math.max(0, Math.min(limit, SPECIES_PAGE)))
    .offset(Math.max(0, offset))
    .execute();
}

async function checkSpecies(db: DB, speciesId: number) {
  const row = await db.selectFrom('species').select('id').where('id', '=', speciesId).executeTakeFirst();
  if (!row) throw badInput('Please choose a species from the list.');
}

async function checkImages(db: DB, ownerId: string, imageIds: string[]) {
  const ids = [...new Set(imageIds)];
  if (!ids.length) return ids;
  const own = await db.selectFrom('profile_images').select('id').where('profile_id', '=', ownerId).where('id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound('Image not found.');
  return ids;
}

export async function ownSona(db: DB, ownerId: string, id: string | null) {
  const row = id
    ? await db.selectFrom('sonas').selectAll().where('id', '=', id).where('profile_id', '=', ownerId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Fursona not found.');
  return row;
}

/** A new fursona needs a non-empty name and a species (SPEC §5). */
export async function createSona(db: DB, ownerId: string, fields: SonaFields) {
  const displayName = fields.displayName?.trim() ?? '';
  if (!displayName) throw badInput('Please give your fursona a name.');
  checkedName(displayName, 'A name', MAX_NAME);
  await refuseStaffLikeName(db, ownerId, displayName, { label: 'A name' });
  if (fields.speciesId == null) throw badInput('Please choose a species from the list.');
  await checkSpecies(db, fields.speciesId);
  const imageIds = await checkImages(db, ownerId, fields.imageIds ?? []);
  const count = await db
    .selectFrom('sonas')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('profile_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_SONAS) throw badInput(`You can have at most ${MAX_SONAS} fursonas.`);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sonas')
      .values({
        id,
        profile_id: ownerId,
        display_name: displayName,
        species_id: fields.speciesId!,
        has_fursuit: Boolean(fields.hasFursuit),
      })
      .execute();
    if (imageIds.length)
      await trx
        .insertInto('sona_images')
        .values(imageIds.map((profile_image_id) => ({ sona_id: id, profile_image_id })))
        .execute();
  });
  return id;
}

/** Edits the named fields; an empty name change is ignored (SPEC §5). */
export async function editSona(db: DB, ownerId: string, id: string | null, fields: SonaFields) {
  const sona = await ownSona(db, ownerId, id);
  const changes: Record<string, unknown> = {};
  const displayName = fields.displayName?.trim();
  if (displayName) {
    changes.display_name = checkedName(displayName, 'A name', MAX_NAME);
    await refuseStaffLikeName(db, ownerId, displayName, { label: 'A name', current: sona.display_name });
  }
  if (fields.speciesId != null) {
    await checkSpecies(db, fields.speciesId);
    changes.species_id = fields.speciesId;
  }
  if (fields.hasFursuit != null) changes.has_fursuit = fields.hasFursuit;
  const imageIds = fields.imageIds == null ? null : await checkImages(db, ownerId, fields.imageIds);
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length) await trx.updateTable('sonas').set(changes).where('id', '=', sona.id).execute();
    if (imageIds) {
      await trx.deleteFrom('sona_images').where('sona_id', '=', sona.id).execute();
      if (imageIds.length)
        await trx
          .insertInto('sona_images')
          .values(imageIds.map((profile_image_id) => ({ sona_id: sona.id, profile_image_id })))
          .execute();
    }
  });
  return sona.id;
}

export async function removeSona(db: DB, ownerId: string, id: string | null) {
  const sona = await ownSona(db, ownerId, id);
  await db.deleteFrom('sonas').where('id', '=', sona.id).execute();
  return sona.id;
}

/** One fursona by id; throws when there is none. */
export function sonaById(db: DB, id: string) {
  return db.selectFrom('sonas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** One fursona by id, or undefined. */
export function findSona(db: DB, id: string) {
  return db.selectFrom('sonas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's fursonas, oldest first. */
export function sonasOfOwner(db: DB, profileId: string) {
  return db.selectFrom('sonas').selectAll().where('profile_id', '=', profileId).orderBy('created_at').orderBy('id').execute();
}

/** Species in the order asked for, undefined for an unknown id. */
export async function speciesByIds(db: DB, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('species')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}
