import type { DB } from '../db/connect.ts';
import { isSupporter, isTeam } from '../profiles/roles.ts';

/**
 * Whether a flag target applies to a member with these roles (SPEC §6): public to everyone, every supporter
 * tier (supporter, silver, gold, VIP, diamond) to supporters, team to team.
 */
export function targetApplies(target: string, roles: string[]) {
  if (target === 'PUBLIC') return true;
  if (target === 'TEAM') return isTeam(roles);
  return target.startsWith('SUPPORTER') && isSupporter(roles);
}

/** Every feature flag, by key. */
export function allFlags(db: DB) {
  return db.selectFrom('feature_flags').selectAll().orderBy('key').execute();
}

/** The flags that apply to a member with these roles. */
export async function flagsFor(db: DB, roles: string[]) {
  const rows = await allFlags(db);
  return rows.filter((row) => row.enabled_targets.some((target) => targetApplies(target, roles)));
}

/** Every experiment, by key. */
export function allExperiments(db: DB) {
  return db.selectFrom('experiments').selectAll().orderBy('key').execute();
}

export function flagByKey(db: DB, key: string) {
  return db.selectFrom('feature_flags').selectAll().where('key', '=', key).executeTakeFirst();
}

export function experimentByKey(db: DB, key: string) {
  return db.selectFrom('experiments').selectAll().where('key', '=', key).executeTakeFirst();
}
