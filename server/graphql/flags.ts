import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { requireViewer } from './context.ts';
import { allExperiments, allFlags, chooseTreatment, chosenTreatments, flagsFor } from '../flags/flags.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

// The viewer's choices are read once per request, however many experiments are resolved.
const choicesOfRequest = new WeakMap<Context, ReturnType<typeof chosenTreatments>>();
function viewerChoices(context: Context, viewerId: string) {
  let choices = choicesOfRequest.get(context);
  if (!choices) choicesOfRequest.set(context, (choices = chosenTreatments(context.db, viewerId)));
  return choices;
}

/** The flags that apply to the viewer; only public ones without a viewer. */
export async function visibleFlags(context: Context) {
  return flagsFor(context.db, context.viewerId ? (await context.viewerRow()).roles : []);
}

export const flagResolvers: Resolvers = {
  Query: {
    featureFlags: async (_parent, _args, context) => allFlags(context.db),
    experiments: async (_parent, _args, context) => allExperiments(context.db),
  },
  FeatureFlag: {
    id: (flag) => toGlobalId('FeatureFlag', flag.key),
    enabledTargets: (flag) => [...flag.enabled_targets].sort(),
  },
  Experiment: {
    id: (experiment) => toGlobalId('Experiment', experiment.key),
    // A treatment's own id ('1') repeats across experiments; each carries its experiment for a unique global id.
    treatments: (experiment) => experiment.treatments.map((treatment) => ({ ...treatment, experimentKey: experiment.key })),
    viewerTreatment: async (experiment, _args, context) =>
      context.viewerId ? ((await viewerChoices(context, context.viewerId)).get(experiment.key) ?? null) : null,
  },
  Mutation: {
    experimentTreatmentSet: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const experiment = await chooseTreatment(
        context.db,
        { id: viewerId, roles: (await context.viewerRow()).roles },
        input.key,
        input.treatment,
      );
      return { experiment };
    },
  },
  ExperimentTreatment: {
    id: (treatment) => toGlobalId('ExperimentTreatment', `${treatment.experimentKey}:${treatment.id}`),
    key: (treatment) => treatment.id,
  },
};
