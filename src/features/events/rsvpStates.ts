import type { EventViewerStatus } from './__generated__/EventCard_event.graphql';

/** What a member's answer reads as on a card or beside the answer control. */
export const STATUS_WORDS: Partial<Record<EventViewerStatus, string>> = {
  NONE: 'Not going',
  GOING: 'Going',
  INTERESTED: 'Interested',
  WAITING_LIST: 'On the waiting list',
};

export type RsvpAnswer = 'GOING' | 'INTERESTED' | 'NONE';

export interface RsvpFacts {
  viewerStatus: EventViewerStatus;
  viewerWaitingListPosition: number | null | undefined;
  capacity: number | null | undefined;
  goingCount: number;
  isCancelled: boolean;
  rsvpPermission: { allowed: boolean; reason: string | null | undefined };
}

/** The member's answer in the control: waiting counts as having asked for Going. */
export function answerOf(status: EventViewerStatus): RsvpAnswer {
  if (status === 'GOING' || status === 'WAITING_LIST') return 'GOING';
  return status === 'INTERESTED' ? 'INTERESTED' : 'NONE';
}

export function isFull(facts: Pick<RsvpFacts, 'capacity' | 'goingCount'>): boolean {
  return facts.capacity != null && facts.goingCount >= facts.capacity;
}

/** The line under the control: where the member stands, in words (also said aloud when it changes). */
export function standingText(facts: RsvpFacts): string {
  if (facts.isCancelled) return 'This event was cancelled.';
  if (facts.viewerStatus === 'WAITING_LIST') {
    const position = facts.viewerWaitingListPosition;
    return position ? `You're number ${position} on the waiting list.` : "You're on the waiting list.";
  }
  if (facts.viewerStatus === 'GOING') return "You're going.";
  if (facts.viewerStatus === 'INTERESTED') return "You're interested.";
  if (!facts.rsvpPermission.allowed) return facts.rsvpPermission.reason ?? 'You cannot answer for this event.';
  if (isFull(facts)) return 'Going is full: answering Going puts you on the waiting list.';
  return 'Let the host know if you are coming.';
}

/** The status the server will most likely give an answer, for the optimistic view. */
export function expectedStatus(answer: RsvpAnswer, facts: RsvpFacts): EventViewerStatus {
  if (answer !== 'GOING') return answer;
  if (facts.viewerStatus === 'GOING' || facts.viewerStatus === 'WAITING_LIST') return facts.viewerStatus;
  return isFull(facts) ? 'WAITING_LIST' : 'GOING';
}
