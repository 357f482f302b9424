import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { isSupporter, isTeam } from '../profiles/roles.ts';

type FlagRow = { key: string; title: string; description: string | null; enabled_targets: string[] };
type ExperimentRow = { key: string; treatments: { id: string; description: string }[] };
type TreatmentRow = { id: string; description: string; experimentKey: string };

/**
 * Whether a flag target applies to a member with these roles (SPEC §6): public to everyone, every supporter
 * tier (supporter, silver, gold, VIP, diamond) to supporters, team to team.
 */
export function targetApplies(target: string, roles: string[]) {
  if (target === 'PUBLIC') return true;
  if (target === 'TEAM') return isTeam(roles);
  return target.startsWith('SUPPORTER') && isSupporter(roles);
}

/** The flags that apply to the viewer; only public ones without a viewer. */
export async function visibleFlags(context: Context) {
  const rows = await context.db.selectFrom('feature_flags').selectAll().orderBy('key').execute();
  const roles = context.viewerId ? (await context.viewerRow()).roles : [];
  return rows.filter((row) => row.enabled_targets.some((target) => targetApplies(target, roles)));
}

export const flagResolvers = {
  Query: {
    featureFlags: async (_: unknown, __: unknown, context: Context) => context.db.selectFrom('feature_flags').selectAll().orderBy('key').execute(),
    experiments: async (_: unknown, __: unknown, context: Context) => context.db.selectFrom('experiments').selectAll().orderBy('key').execute(),
  },
  FeatureFlag: {
    id: (flag: FlagRow) => toGlobalId('FeatureFlag', flag.key),
    enabledTargets: (flag: FlagRow) => [...flag.enabled_targets].sort(),
  },
  Experiment: {
    id: (experiment: { key: string }) => toGlobalId('Experiment', experiment.key),
    // A treatment's own id ('1') repeats across experiments; each carries its experiment for a unique global id.
    treatments: (experiment: ExperimentRow) => experiment.treatments.map((treatment) => ({ ...treatment, experimentKey: experiment.key })),
  },
  ExperimentTreatment: {
    id: (treatment: TreatmentRow) => toGlobalId('ExperimentTreatment', `${treatment.experimentKey}:${treatment.id}`),
    key: (treatment: TreatmentRow) => treatment.id,
  },
};
