import { sql } from 'kysely';
import { APP_NAME, isStaff } from '../../shared/roles.ts';
import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';
import { foldName, foldedWords, nameKey } from '../text/foldedName.ts';

/** Words that make a name read as the app's own staff; only the team may use them. */
const RESERVED = ['snoot', 'team', 'staff', 'support', 'admin', 'administrator', 'moderator', 'mod'];

/** Two reserved words glued together, found anywhere in a name ("thesnootteam", "Sn oot Te am"). */
const GLUED = RESERVED.flatMap((first) => RESERVED.filter((second) => second !== first).map((second) => first + second));

const isReserved = (word: string) => RESERVED.includes(word) || (word.endsWith('s') && RESERVED.includes(word.slice(0, -1)));

/** Whether the text is nothing but reserved words ("snootsupport", "admins"). */
function allReserved(text: string): boolean {
  if (!text) return false;
  for (let end = text.length; end > 0; end--) {
    if (isReserved(text.slice(0, end)) && (end === text.length || allReserved(text.slice(end)))) return true;
  }
  return false;
}

/** Letters written apart ("S n o o t", "s.n.o.o.t") read as one word. */
function joinSpacedLetters(words: string[]) {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1) run += word;
    else {
      if (run) joined.push(run);
      run = '';
      joined.push(word);
    }
  }
  if (run) joined.push(run);
  return joined;
}

/**
 * Whether a name reads as staff once folded: a word that is a reserved word or reserved words glued, the whole
 * name read without its spaces being only reserved words, or two reserved words glued anywhere in it. Words that
 * merely contain a reserved word ("Steamy", "Adminah", "Staffy") are ordinary.
 */
export function looksLikeStaff(name: string) {
  const folded = foldName(name);
  const words = foldedWords(folded);
  const compact = words.join('');
  return joinSpacedLetters(words).some(allReserved) || allReserved(compact) || GLUED.some((glued) => compact.includes(glued));
}

/** Whether another profile with the team role goes by a display name or username that reads the same as this one. */
async function isStaffMembersName(db: DB, profileId: string, name: string) {
  const key = nameKey(name);
  if (!key) return false;
  const staff = await db
    .selectFrom('profiles')
    .select(['display_name', 'username'])
    .where(sql<boolean>`${'TEAM'} = any(roles)`)
    .where('id', '!=', profileId)
    .execute();
  return staff.some((row) => nameKey(row.display_name) === key || (row.username !== null && nameKey(row.username) === key));
}

/**
 * Refuses, for a member who is not staff, a name that could pass for the team's: reserved words, and a staff
 * member's own name, however it is written (look-alike letters, full-width forms, invisible characters). Names
 * already stored stay, and keeping one (`current`, the name it replaces) is no change. `label` starts the message.
 */
export async function refuseStaffLikeName(db: DB, profileId: string, name: string, change: { label: string; current?: string | null }) {
  if (name === change.current) return;
  const owner = await db.selectFrom('profiles').select('roles').where('id', '=', profileId).executeTakeFirst();
  if (owner && isStaff(owner.roles)) return;
  const { label } = change;
  if (looksLikeStaff(name))
    throw badInput(
      `${label} cannot include words that make it look like ${APP_NAME} staff (${APP_NAME}, team, staff, support, admin, moderator).`,
    );
  if (await isStaffMembersName(db, profileId, name)) throw badInput(`${label} cannot be a ${APP_NAME} Team member's name.`);
}

/** The display name and username a profile has now, which a rename replaces. */
export async function currentNames(db: DB, profileId: string) {
  return db.selectFrom('profiles').select(['display_name', 'username']).where('id', '=', profileId).executeTakeFirst();
}
