import { useEffect, useRef, useState } from 'react';
import { newMessageCount, type PositionedMessage } from '../../lib/readingPosition';
import { countOf } from '../../lib/plural';
import { announce } from '../../ui/LiveAnnouncer';
import { Button } from '../../ui/Button';

interface NewMessagesButtonProps {
  messages: readonly PositionedMessage[];
  viewerProfileId: string;
  atBottom: boolean;
  /** The newest seqId the member had seen when the room opened (before the first unread one, or the newest). */
  seenAtOpen: number;
  onJump: () => void;
}

/**
 * "3 new messages" above the composer while the member reads further up and messages from others come in below;
 * pressing it goes to the newest. It leaves once they reach the bottom, which is where everything counts as seen.
 */
export function NewMessagesButton({ messages, viewerProfileId, atBottom, seenAtOpen, onJump }: NewMessagesButtonProps) {
  const newest = messages.at(-1)?.seqId ?? 0;
  const [seen, setSeen] = useState(seenAtOpen);
  // Adjusted while rendering (not in an effect) so the button never flashes at a member who is at the bottom.
  if (atBottom && seen < newest) setSeen(newest);
  const count = atBottom ? 0 : newMessageCount(messages, viewerProfileId, seen);
  const label = countOf(count, 'new message', 'new messages');
  useAnnounceBurst(count, label);
  if (count === 0) return null;
  return (
    // Sticky and of no height: it floats at the bottom of the scrolled history, just above the composer, whatever
    // part of the history is in view, and takes no room from the messages.
    <div className="pointer-events-none sticky bottom-0 h-0">
      <div className="absolute inset-x-0 bottom-2 flex justify-center">
        <Button className="pointer-events-auto shadow-md forced-colors:border" onPress={onJump}>
          <span aria-hidden="true">↓</span>
          {label}
        </Button>
      </div>
    </div>
  );
}

/**
 * Says "2 new messages" once when messages start to arrive below the member (not for each one of a burst: the
 * room's log reads each message itself), and again only after they have been to the bottom in between.
 */
function useAnnounceBurst(count: number, label: string) {
  const showing = useRef(count > 0);
  useEffect(() => {
    if (count > 0 && !showing.current) announce(`${label} below`);
    showing.current = count > 0;
  }, [count, label]);
}
