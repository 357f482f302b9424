import type { ExperimentLike } from '../../shared/experiments';

// Who may choose which experiment is one rule for the server and the client.
export { canSetTreatment, mayChooseExperiment, whoMayChoose, type ExperimentLike } from '../../shared/experiments';

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
