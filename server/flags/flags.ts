import type { DB } from '../db/connect.ts';
import { canSetTreatment, experimentChooser, mayChooseExperiment, whoMayChoose } from '../../shared/experiments.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
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

/** The treatments a member chose, by experiment key (no entry: control). */
export async function chosenTreatments(db: DB, profileId: string) {
  const rows = await db
    .selectFrom('experiment_choices')
    .select(['experiment_key', 'treatment'])
    .where('profile_id', '=', profileId)
    .execute();
  return new Map(rows.map((row) => [row.experiment_key, row.treatment]));
}

/**
 * A member's choice of treatment, refused unless the one rule (canSetTreatment) lets a member with their roles
 * choose it: a team-only experiment stays out of members' reach however the request is made. Control clears it.
 */
export async function chooseTreatment(db: DB, member: { id: string; roles: string[] }, key: string, treatment: string) {
  const experiment = await experimentByKey(db, key);
  if (!experiment) throw notFound('There is no such experiment.');
  const shape = { ...experiment, treatments: experiment.treatments.map((entry) => ({ key: entry.id })) };
  if (!mayChooseExperiment(experiment, experimentChooser(member.roles))) throw forbidden(whoMayChoose(experiment) + '.');
  if (!canSetTreatment(shape, treatment, experimentChooser(member.roles))) throw badInput('This experiment has no such treatment.');
  if (treatment === experiment.control) {
    await db.deleteFrom('experiment_choices').where('profile_id', '=', member.id).where('experiment_key', '=', key).execute();
  } else {
    await db
      .insertInto('experiment_choices')
      .values({ profile_id: member.id, experiment_key: key, treatment })
      .onConflict((conflict) => conflict.columns(['profile_id', 'experiment_key']).doUpdateSet({ treatment, chosen_at: new Date() }))
      .execute();
  }
  return experiment;
}
