import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitAsync } from '../../relay/commitAsync';
import { announce } from '../../ui/LiveAnnouncer';
import { focusRing } from '../../ui/utils';
import { answerOf, expectedStatus, standingText, type RsvpAnswer, type RsvpFacts } from './rsvpStates';
import { useRsvpEventMutation } from './RsvpEventMutation';
import type { EventRsvp_event$data, EventRsvp_event$key, EventViewerStatus } from './__generated__/EventRsvp_event.graphql';

const COUNT_FIELD: Partial<Record<EventViewerStatus, string>> = {
  GOING: 'goingCount',
  INTERESTED: 'interestedCount',
  WAITING_LIST: 'waitingListCount',
};

const answerPill = tv({
  extend: focusRing,
  base: 'cursor-default rounded-full border px-4 py-1.5 text-sm font-semibold',
  variants: {
    isSelected: {
      false: 'border-neutral-400 bg-white text-neutral-900 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100',
      true: 'border-violet-700 bg-violet-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950',
    },
    isDisabled: { true: 'cursor-not-allowed opacity-60' },
  },
});

/** Moves the member's answer and the counts at once; Relay rolls it back if the server refuses. */
function optimisticAnswer(data: EventRsvp_event$data, status: EventViewerStatus) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(data.id);
    if (!record) return;
    const shift = (from: EventViewerStatus, by: number) => {
      const field = COUNT_FIELD[from];
      if (field) record.setValue(Math.max(0, Number(record.getValue(field) ?? 0) + by), field);
    };
    shift(data.viewerStatus, -1);
    shift(status, 1);
    record.setValue(status, 'viewerStatus');
    record.setValue(status === 'WAITING_LIST' ? data.waitingListCount + 1 : null, 'viewerWaitingListPosition');
  };
}

/**
 * Going / Interested / Not going as one toggle button group (a radio group to screen readers; arrow keys move
 * between the answers and Enter or Space gives one, so passing over an answer never sends it), the line under it says where the member stands (waiting list place, full, cancelled),
 * and a refusal puts the old answer back with the server's words.
 */
export function EventRsvp({ event }: { event: EventRsvp_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventRsvp_event on Event {
        id
        viewerStatus
        viewerWaitingListPosition
        capacity
        goingCount
        waitingListCount
        isCancelled
        rsvpPermission {
          allowed
          reason
        }
      }
    `,
    event,
  );
  const [commit, isSaving] = useRsvpEventMutation();
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState(0);
  const standingId = useId();
  const labelId = useId();
  const facts: RsvpFacts = {
    viewerStatus: data.viewerStatus,
    viewerWaitingListPosition: data.viewerWaitingListPosition,
    capacity: data.capacity,
    goingCount: data.goingCount,
    isCancelled: data.isCancelled,
    rsvpPermission: { allowed: data.rsvpPermission.allowed, reason: data.rsvpPermission.reason },
  };
  const isAnswered = data.viewerStatus !== 'NONE';
  // A member who already answered may still withdraw when the server allows it; one who may not answer sees why.
  const isDisabled = data.isCancelled || (!data.rsvpPermission.allowed && !isAnswered);

  // Said once the server's answer is in the store: where the member really stands (Going, or its waiting-list place).
  const standing = standingText(facts);
  const said = data.viewerStatus === 'NONE' ? "You're not going." : standing;
  const announced = useRef(0);
  useEffect(() => {
    if (answered <= announced.current) return;
    announced.current = answered;
    announce(said);
  }, [answered, said]);

  const choose = (answer: RsvpAnswer) => {
    if (answer === answerOf(data.viewerStatus)) return;
    const status = expectedStatus(answer, facts);
    setError(null);
    commitAsync(
      commit,
      { variables: { input: { eventId: data.id, status: answer } }, optimisticUpdater: optimisticAnswer(data, status) },
      'Answer',
    ).then(
      () => setAnswered((count) => count + 1),
      (caught: unknown) => {
        const message = caught instanceof Error ? caught.message : String(caught);
        setError(message);
        announce(message);
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-semibold">
        Are you going?
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        aria-describedby={standingId}
        aria-busy={isSaving || undefined}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[answerOf(data.viewerStatus)]}
        onSelectionChange={(keys) => {
          const [answer] = [...keys];
          if (answer) choose(answer as RsvpAnswer);
        }}
        isDisabled={isDisabled}
        className="flex flex-wrap gap-2"
      >
        <ToggleButton id="GOING" className={answerPill}>
          Going
        </ToggleButton>
        <ToggleButton id="INTERESTED" className={answerPill}>
          Interested
        </ToggleButton>
        <ToggleButton id="NONE" className={answerPill}>
          Not going
        </ToggleButton>
      </ToggleButtonGroup>
      <p id={standingId} className="text-sm font-medium text-violet-800 dark:text-violet-300">
        {standing}
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
