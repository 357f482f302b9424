import type { DB } from '../db/connect.ts';
import { INTERESTS } from './interests.ts';
import { KINKS } from './kinks.ts';
import { SPECIES } from './species.ts';

/**
 * Fills the shared catalogues (species, interests, kinks) and reads back their ids. Existing entries are kept:
 * the catalogues are reference data a deployment may have loaded before its first profile exists.
 */
export async function seedCatalogues(db: DB) {
  await db
    .insertInto('species')
    .values(SPECIES.map(([display_name, popularity]) => ({ display_name, popularity })))
    .onConflict((conflict) => conflict.column('display_name').doNothing())
    .execute();
  await db
    .insertInto('interests')
    .values(INTERESTS.map(([interest, popularity]) => ({ interest, popularity })))
    .onConflict((conflict) => conflict.column('interest').doNothing())
    .execute();
  await db
    .insertInto('kinks')
    .values(
      KINKS.map((kink) => ({
        display_name: kink.name,
        category_name: kink.category,
        is_hard: kink.isHard ?? false,
        is_single_player: kink.isSinglePlayer ?? false,
      })),
    )
    .onConflict((conflict) => conflict.column('display_name').doNothing())
    .execute();
  // Ordered by id so that the weighted picks (and so the whole seed) do not depend on row order.
  const species = await db.selectFrom('species').select(['id', 'display_name as name', 'popularity']).orderBy('id').execute();
  const interests = await db.selectFrom('interests').select(['id', 'popularity']).orderBy('id').execute();
  const kinks = await db.selectFrom('kinks').select(['id', 'is_hard as isHard']).orderBy('id').execute();
  // A popularity of 0 would make an entry unpickable; seeded profiles should be able to use every one.
  return {
    species: species.map((entry) => ({ ...entry, popularity: Math.max(entry.popularity, 1) })),
    interests: interests.map((entry) => ({ ...entry, popularity: Math.max(entry.popularity, 1) })),
    kinks,
  };
}
