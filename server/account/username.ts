import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';
import { currentNames, refuseStaffLikeName } from '../profiles/staffLikeNames.ts';

const USERNAME = /^[a-zA-Z0-9_.]{3,32}$/;

/** Sets a unique username (3 to 32 letters, digits, '_' or '.'); case does not make a name different. */
export async function setUsername(db: DB, profileId: string, value: string) {
  const username = value.trim();
  if (!username) throw badInput('Username must not be empty.');
  if (!USERNAME.test(username)) throw badInput("A username is 3 to 32 letters, digits, '_' or '.'.");
  const current = (await currentNames(db, profileId))?.username;
  await refuseStaffLikeName(db, profileId, username, { label: 'Username', current });
  const taken = await db
    .selectFrom('profiles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('id', '!=', profileId)
    .executeTakeFirst();
  if (taken) throw badInput('That username is already taken.');
  await db.updateTable('profiles').set({ username }).where('id', '=', profileId).execute();
}
