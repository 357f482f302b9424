import { APP_NAME, isStaff, isSupporter } from './roles.ts';

export type ExperimentType = 'PUBLIC' | 'SUPPORTER' | 'TEAM';

/** An experiment as both sides know it: who may choose it (its type), its control and its treatments. */
export interface ExperimentLike {
  key: string;
  type: ExperimentType | string;
  control: string;
  treatments: readonly { key: string }[];
}

/**
 * The experiments the app knows (SPEC §6: all of team type). The seed stores them; the server's table is what
 * members are shown and what a choice is checked against.
 */
export const EXPERIMENTS = [
  { key: 'home_news_feed', name: 'Home news feed', type: 'TEAM', description: 'Show the news feed on the home page' },
  {
    key: 'mastodon_links',
    name: 'Links generated from mastodon handles',
    type: 'TEAM',
    description: 'Link mastodon handles to their profile page',
  },
  { key: 'graphql_dev_overlay', name: 'GraphQL dev overlay', type: 'TEAM', description: 'Show a toast for every GraphQL operation' },
] as const satisfies readonly { key: string; name: string; type: ExperimentType; description: string }[];

/** Who the member is, as far as experiments ask: the roles decide both. */
export function experimentChooser(roles: readonly string[]) {
  return { isSupporter: isSupporter(roles), isDeveloper: isStaff(roles) };
}

/** Whether a member of this kind may choose the experiment's treatments at all (SPEC §4). */
export function mayChooseExperiment(experiment: { type: string }, who: { isSupporter: boolean; isDeveloper: boolean }) {
  if (experiment.type === 'PUBLIC') return true;
  if (experiment.type === 'SUPPORTER') return who.isSupporter || who.isDeveloper;
  return who.isDeveloper;
}

/**
 * A treatment can be set only if it exists for a public experiment, or the member is a supporter for a
 * supporter experiment, or a developer for a team experiment (SPEC §4). Control is always a way back.
 */
export function canSetTreatment(experiment: ExperimentLike, treatment: string, who: { isSupporter: boolean; isDeveloper: boolean }) {
  if (treatment !== experiment.control && !experiment.treatments.some((entry) => entry.key === treatment)) return false;
  return mayChooseExperiment(experiment, who);
}

/** The member words for an experiment they may not choose, saying who may. */
export function whoMayChoose(experiment: { type: string }) {
  if (experiment.type === 'SUPPORTER') return 'Only supporters can try this';
  return `Only the ${APP_NAME} team can try this`;
}
