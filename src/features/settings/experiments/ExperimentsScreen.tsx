import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { commitAsync } from '../../../relay/commitAsync';
import { errorBarText } from '../../../lib/editState';
import { mayChooseExperiment, nextTreatment, whoMayChoose } from '../../../lib/experiments';
import { updateSettings } from '../../../state/settings';
import { Button } from 'react-aria-components';
import { focusRing } from '../../../ui/utils';
import { Card } from '../../../ui/Card';
import { announce } from '../../../ui/LiveAnnouncer';
import { SettingsPage } from '../SettingsPage';
import { useSetExperimentTreatmentMutation } from '../mutations/SetExperimentTreatmentMutation';
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
      viewerTreatment
      treatments {
        id
        key
        description
      }
    }
  }
`;

type Experiment = ExperimentsScreenQuery['response']['experiments'][number];

const rowClass = 'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-left';

/** The treatment in force for the viewer: the one the server keeps for them, else control. */
const currentOf = (experiment: Experiment) => experiment.viewerTreatment ?? experiment.control;

function TreatmentBadge({ experiment }: { experiment: Experiment }) {
  const current = currentOf(experiment);
  const isControl = current === experiment.control;
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${isControl ? 'bg-neutral-200 dark:bg-neutral-700' : 'bg-violet-700 text-white'}`}
    >
      {isControl ? 'Control' : `Treatment ${current}`}
    </span>
  );
}

function ExperimentText({ experiment, note }: { experiment: Experiment; note?: string }) {
  const current = currentOf(experiment);
  const description = experiment.treatments.find((treatment) => treatment.key === current)?.description ?? 'Off (control)';
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold">{experiment.name}</span>
      <span className="text-sm font-normal text-neutral-700 dark:text-neutral-300">{description}</span>
      {note && <span className="text-sm font-normal text-neutral-700 dark:text-neutral-300">{note}</span>}
    </span>
  );
}

/**
 * Experiments: pressing one cycles its non-control treatments, then back to control (SPEC §4). The server keeps
 * the choice and refuses one the member may not make; one they may not choose is shown, not pressable, with who may.
 */
export function ExperimentsScreen({ queryRef }: { queryRef: PreloadedQuery<ExperimentsScreenQuery> }) {
  const { viewer, experiments } = useRouteQuery<ExperimentsScreenQuery>(experimentsScreenQuery, queryRef);
  const [commit] = useSetExperimentTreatmentMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const who = { isDeveloper: viewer.isDeveloper, isSupporter: viewer.isSupporter };

  // The features that read a treatment read this device's copy: it follows what the server keeps for the member.
  const chosen = Object.fromEntries(
    experiments.flatMap((experiment) => (experiment.viewerTreatment ? [[experiment.key, experiment.viewerTreatment]] : [])),
  );
  const chosenKey = JSON.stringify(chosen);
  useEffect(() => updateSettings({ experiments: JSON.parse(chosenKey) as Record<string, string> }), [chosenKey]);

  const cycle = async (experiment: Experiment) => {
    const treatment = nextTreatment(experiment, experiment.viewerTreatment ?? undefined);
    setPending(experiment.id);
    setError(null);
    try {
      await commitAsync(commit, { variables: { input: { key: experiment.key, treatment } } }, experiment.name);
      announce(`${experiment.name}: ${treatment === experiment.control ? 'Control' : `Treatment ${treatment}`}`);
    } catch (caught) {
      setError(errorBarText(caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsPage title="Experiments">
      <p className="text-neutral-800 dark:text-neutral-200">
        Try features before everyone else. Press an experiment to switch its treatment.
      </p>
      <Card className="flex flex-col gap-1 p-2">
        <ul aria-label="Experiments" className="flex flex-col gap-1">
          {experiments.map((experiment) => (
            <li key={experiment.id}>
              {mayChooseExperiment({ type: experiment.type }, who) ? (
                <Button
                  isPending={pending === experiment.id}
                  onPress={() => void cycle(experiment)}
                  className={(renderProps) =>
                    focusRing({ ...renderProps, className: `${rowClass} cursor-default hover:bg-neutral-100 dark:hover:bg-neutral-800` })
                  }
                >
                  <ExperimentText experiment={experiment} />
                  <TreatmentBadge experiment={experiment} />
                </Button>
              ) : (
                <div className={rowClass}>
                  <ExperimentText experiment={experiment} note={whoMayChoose({ type: experiment.type })} />
                  <TreatmentBadge experiment={experiment} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </SettingsPage>
  );
}
