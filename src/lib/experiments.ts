export type ExperimentType = 'PUBLIC' | 'SUPPORTER' | 'TEAM';

export interface ExperimentLike {
  key: string;
  type: ExperimentType | string;
  control: string;
  treatments: readonly { key: string }[];
}

/**
 * A treatment can be set only if it exists for a public experiment, or the member is a supporter for a
 * supporter experiment, or a developer for a team experiment (SPEC §4).
 */
export function canSetTreatment(experiment: ExperimentLike, treatment: string, who: { isSupporter: boolean; isDeveloper: boolean }) {
  if (treatment !== experiment.control && !experiment.treatments.some((entry) => entry.key === treatment)) return false;
  if (experiment.type === 'PUBLIC') return true;
  if (experiment.type === 'SUPPORTER') return who.isSupporter || who.isDeveloper;
  return who.isDeveloper;
}

/** Clicking cycles through the non-control treatments, then back to control (SPEC §4). */
export function nextTreatment(experiment: ExperimentLike, current: string | undefined): string {
  const cycle = experiment.treatments.map((entry) => entry.key).filter((key) => key !== experiment.control);
  const index = current === undefined ? -1 : cycle.indexOf(current);
  return index + 1 < cycle.length ? cycle[index + 1] : experiment.control;
}

/** Overrides that are set to something other than the experiment's control. */
export function enabledOverrideCount(overrides: Record<string, string>, experiments: readonly ExperimentLike[]) {
  return experiments.filter((experiment) => overrides[experiment.key] !== undefined && overrides[experiment.key] !== experiment.control)
    .length;
}

/** The treatment in force: the member's override, else control. */
export function treatmentOf(overrides: Record<string, string>, experiment: ExperimentLike) {
  return overrides[experiment.key] ?? experiment.control;
}
