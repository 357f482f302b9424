import type { DB } from '../db/connect.ts';

/** The staff login the demo community (`npm run seed`) creates; anyone who gets its codes is staff. */
export const DEMO_STAFF_EMAIL = 'team@example.com';

/**
 * Whether this database holds the demo community's staff login: a production database seeded by a server of
 * before `npm run seed`, when seeding an empty database was the default.
 */
export async function holdsDemoStaffLogin(db: DB) {
  const row = await db.selectFrom('profiles').select('id').where('email', '=', DEMO_STAFF_EMAIL).limit(1).executeTakeFirst();
  return row !== undefined;
}
