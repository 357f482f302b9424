import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { buttonStyles, Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Link } from '../../ui/Link';
import { announce } from '../../ui/LiveAnnouncer';
import { openModal } from '../../ui/modalStack';
import { ChangeTimeDialog } from './ChangeTimeDialog';
import { useCancelEventMutation } from './CancelEventMutation';
import type { EventManagerActions_event$key } from './__generated__/EventManagerActions_event.graphql';

/** The host's (and host-group moderators') actions: Edit, Change time, Cancel event; none once it is cancelled. */
export function EventManagerActions({ event }: { event: EventManagerActions_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventManagerActions_event on Event {
        id
        uuid
        displayName
        isCancelled
        viewerCanManage
        ...ChangeTimeDialog_event
      }
    `,
    event,
  );
  const [commitCancel, isCancelling] = useCancelEventMutation();
  const [error, setError] = useState<string | null>(null);
  if (!data.viewerCanManage || data.isCancelled) return null;
  const name = data.displayName;
  const cancel = () =>
    openModal((close) => (
      <ConfirmDialog
        title={`Cancel ${name}?`}
        confirmLabel="Cancel event"
        cancelLabel="Keep event"
        onCancel={close}
        onConfirm={() => {
          close();
          setError(null);
          commitAsync(commitCancel, { variables: { input: { eventId: data.id } } }, 'Cancel event').then(
            () => announce(`${name} was cancelled. Its attendees are told.`),
            (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
          );
        }}
      >
        <p>Everyone going, interested or waiting is told. A cancelled event cannot be opened again.</p>
      </ConfirmDialog>
    ));
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Manage event" className="flex flex-wrap gap-2">
        <Link to="/events/$uuid/edit" params={{ uuid: data.uuid }} variant="plain" className={buttonStyles({ variant: 'secondary' })}>
          Edit
        </Link>
        <Button variant="secondary" onPress={() => openModal((close) => <ChangeTimeDialog event={data} close={close} />)}>
          Change time
        </Button>
        <Button variant="secondary" isPending={isCancelling} onPress={cancel}>
          Cancel event
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
