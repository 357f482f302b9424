import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { canSetTreatment, nextTreatment, treatmentOf } from '../../../lib/experiments';
import { updateSettings, useSettings } from '../../../state/settings';
import { Button } from 'react-aria-components';
import { focusRing } from '../../../ui/utils';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import type { ExperimentsScreenQuery } from './__generated__/ExperimentsScreenQuery.graphql';

export const experimentsScreenQuery = graphql`
  query ExperimentsScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      isDeveloper
      isSupporter
    }
    experiments {
      id
      key
      name
      type
      control
      treatments {
        id
        key
        description
      }
    }
  }
`;

/** Experiments: pressing one cycles its non-control treatments, then back to control (SPEC §4). */
export function ExperimentsScreen({ queryRef }: { queryRef: PreloadedQuery<ExperimentsScreenQuery> }) {
  const { viewer, experiments } = useRouteQuery<ExperimentsScreenQuery>(experimentsScreenQuery, queryRef);
  const overrides = useSettings((settings) => settings.experiments);
  const who = { isDeveloper: viewer.isDeveloper, isSupporter: viewer.isSupporter };

  const cycle = (experiment: (typeof experiments)[number]) => {
    const next = nextTreatment(experiment, overrides[experiment.key]);
    if (!canSetTreatment(experiment, next, who)) return;
    const rest = Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== experiment.key));
    updateSettings({ experiments: next === experiment.control ? rest : { ...rest, [experiment.key]: next } });
  };

  return (
    <SettingsPage title="Experiments">
      <p className="text-neutral-800 dark:text-neutral-200">
        Try features before everyone else. Press an experiment to switch its treatment.
      </p>
      <Card className="flex flex-col gap-1 p-2">
        {experiments.map((experiment) => {
          const current = treatmentOf(overrides, experiment);
          const allowed = experiment.treatments.some((treatment) => canSetTreatment(experiment, treatment.key, who));
          const description = experiment.treatments.find((treatment) => treatment.key === current)?.description ?? 'Off (control)';
          return (
            <Button
              key={experiment.id}
              isDisabled={!allowed}
              onPress={() => cycle(experiment)}
              className={(renderProps) =>
                focusRing({
                  ...renderProps,
                  className: `flex w-full cursor-default items-center justify-between gap-3 rounded-lg px-3 py-3 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800 ${renderProps.isDisabled ? 'opacity-60' : ''}`,
                })
              }
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{experiment.name}</span>
                <span className="text-sm font-normal text-neutral-700 dark:text-neutral-300">
                  {description}
                  {!allowed && ` · ${experiment.type.toLowerCase()} only`}
                </span>
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${current === experiment.control ? 'bg-neutral-200 dark:bg-neutral-700' : 'bg-violet-700 text-white'}`}
              >
                {current === experiment.control ? 'Control' : `Treatment ${current}`}
              </span>
            </Button>
          );
        })}
      </Card>
    </SettingsPage>
  );
}
