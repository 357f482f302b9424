import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '../../ui/LiveAnnouncer';
import { messageAnchorId } from '../../lib/replyQuote';
import type { ReplyActions, ReplyTarget } from './replyContext';

interface History {
  messages: readonly { seqId: number }[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * A room's replies: the message being answered (kept per room, so another room opens without it), the handlers
 * of the area holding the quote bar and the composer, and going to a quoted message.
 */
export function useReplies(roomId: string, viewerProfileId: string, history: History) {
  const [reply, setReply] = useState<{ roomId: string; target: ReplyTarget } | null>(null);
  const replyingTo = reply?.roomId === roomId ? reply.target : null;
  const composerArea = useRef<HTMLDivElement>(null);
  // Whatever was pressed (Reply, Cancel) goes away or stays behind: the member goes on writing in the field.
  const focusField = () => composerArea.current?.querySelector('textarea')?.focus();
  const cancel = useCallback(() => {
    setReply(null);
    focusField();
    announce('Reply cancelled');
  }, []);
  const jumpTo = useJumpToMessage(history);
  const actions = useMemo<ReplyActions>(
    () => ({
      viewerProfileId,
      startReply: (target) => {
        setReply({ roomId, target });
        focusField();
      },
      jumpTo,
    }),
    [viewerProfileId, roomId, jumpTo],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !replyingTo) return;
    event.preventDefault();
    cancel();
  };
  const replySent = useCallback(() => setReply(null), []);
  return { replyingTo, replySent, replyActions: actions, cancelReply: cancel, composerArea, onComposerKeyDown: onKeyDown };
}

/**
 * Scrolls to a message and focuses it; one not on the page yet is reached by loading older pages until it is (or
 * the history ends: a message can only be quoted from the same room, so it is there unless the room lost it).
 */
function useJumpToMessage({ messages, hasOlder, isLoadingOlder, loadOlder }: History) {
  const wanted = useRef<{ id: string; seqId: number } | null>(null);
  const reach = useCallback(() => {
    const target = wanted.current;
    if (!target) return;
    const element = document.getElementById(messageAnchorId(target.id));
    if (element) {
      wanted.current = null;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return;
    }
    const oldest = messages[0]?.seqId;
    if (!hasOlder || oldest === undefined || oldest <= target.seqId) wanted.current = null;
    else if (!isLoadingOlder) loadOlder();
  }, [messages, hasOlder, isLoadingOlder, loadOlder]);
  // The latest check, so the jump handler (and the room's reply actions with it) stays the same as pages arrive.
  const latest = useRef(reach);
  useEffect(() => {
    latest.current = reach;
    reach();
  }, [reach]);
  return useCallback((target: { id: string; seqId: number }) => {
    wanted.current = target;
    latest.current();
  }, []);
}
