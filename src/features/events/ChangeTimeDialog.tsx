import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { announce } from '../../ui/LiveAnnouncer';
import { EventDateTimeField } from './EventDateTimeField';
import { timeProblems } from './eventForm';
import { useUpdateEventMutation } from './UpdateEventMutation';
import type { ChangeTimeDialog_event$key } from './__generated__/ChangeTimeDialog_event.graphql';

/** Moves the event to another time in its own zone; the attendees are told and their calendar entries follow. */
export function ChangeTimeDialog({ event, close }: { event: ChangeTimeDialog_event$key; close: () => void }) {
  const data = useFragment(
    graphql`
      fragment ChangeTimeDialog_event on Event {
        id
        displayName
        eventBeginAt
        eventEndAt
        timeZone
      }
    `,
    event,
  );
  const [commit, isSaving] = useUpdateEventMutation();
  const [beginAt, setBeginAt] = useState<string | null>(data.eventBeginAt);
  const [endAt, setEndAt] = useState<string | null>(data.eventEndAt);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const beginChanged = beginAt !== data.eventBeginAt;
  const problems = timeProblems(beginAt, endAt, beginChanged);
  const shown = tried ? problems : {};
  const save = () => {
    setTried(true);
    setServerError(null);
    if (Object.keys(problems).length > 0 || !beginAt || !endAt) return;
    const input = { eventId: data.id, ...(beginChanged ? { eventBeginAt: beginAt } : {}), eventEndAt: endAt };
    commitAsync(commit, { variables: { input } }, 'Change time').then(
      () => {
        close();
        announce(`${data.displayName} moved. Its attendees are told.`);
      },
      (caught: unknown) => setServerError(caught instanceof Error ? caught.message : String(caught)),
    );
  };
  return (
    <Dialog title="Change time">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-700 dark:text-neutral-300">Times are in the event's time zone, {data.timeZone}.</p>
        <EventDateTimeField label="Begins" value={beginAt} timeZone={data.timeZone} onChange={setBeginAt} errorMessage={shown.beginAt} />
        <EventDateTimeField label="Ends" value={endAt} timeZone={data.timeZone} onChange={setEndAt} errorMessage={shown.endAt} />
        {serverError && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={save} isPending={isSaving}>
            Save new time
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
