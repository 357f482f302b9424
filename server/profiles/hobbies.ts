import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';

const MAX_HOBBIES = 30;
const MAX_INTEREST_LENGTH = 50;
const SEARCH_LIMIT = 20;

/** Replaces the member's hobbies (SPEC §7 UserSetInterests); unknown interests join the catalogue. */
export async function setHobbies(db: DB, profileId: string, values: string[]) {
  const names = [
    ...new Map(
      values
        .map((value) => value.trim())
        .filter(Boolean)
        .map((name) => [name.toLowerCase(), name]),
    ).values(),
  ];
  if (names.length > MAX_HOBBIES) throw badInput(`Choose at most ${MAX_HOBBIES} interests.`);
  if (names.some((name) => name.length > MAX_INTEREST_LENGTH))
    throw badInput(`An interest must be at most ${MAX_INTEREST_LENGTH} characters.`);
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const name of names) {
      const existing = await trx
        .selectFrom('interests')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['interest']), '=', name.toLowerCase()))
        .executeTakeFirst();
      ids.push(existing?.id ?? (await trx.insertInto('interests').values({ interest: name }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await trx.deleteFrom('profile_interests').where('profile_id', '=', profileId).where('is_hobby', '=', true).execute();
    if (ids.length) {
      await trx
        .insertInto('profile_interests')
        .values(ids.map((interest_id) => ({ profile_id: profileId, interest_id, is_hobby: true })))
        .execute();
    }
  });
}

/** Interests(search): blank text finds nothing; most popular first. */
export async function searchInterests(db: DB, search: string) {
  const text = search.trim().toLowerCase();
  if (!text) return [];
  return db
    .selectFrom('interests')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['interest']), 'like', `%${escapeLike(text)}%`))
    .orderBy('popularity', 'desc')
    .orderBy('interest')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One interest by id, or undefined. */
export function interestById(db: DB, id: number) {
  return db.selectFrom('interests').selectAll().where('id', '=', id).executeTakeFirst();
}
