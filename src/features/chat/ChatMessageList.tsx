import { Fragment, useLayoutEffect, useRef } from 'react';
import { dayDivider, messageTime, messageTimestamp, startsDay } from '../../lib/chatTimes';
import { groupMessages } from '../../lib/messageGroups';
import { messageStatus } from '../../lib/messageStatus';
import { Spinner } from '../../ui/Spinner';
import { Button } from '../../ui/Button';
import { ChatMessage, bubbleClass } from './ChatMessage';
import { PendingPictures } from './PendingPictures';
import { PendingQuote } from './ChatMessageQuote';
import type { PendingMessage } from './usePendingMessages';
import { NewMessagesButton } from './NewMessagesButton';
import { UnreadDivider } from './UnreadDivider';
import { NEAR_BOTTOM_PX } from './useAtBottom';
import { useReadingPosition } from './useReadingPosition';
import type { ChatMessage_message$key } from './__generated__/ChatMessage_message.graphql';

/** Room above the unread divider when a room opens at it, so it does not sit flush against the header. */
const ABOVE_DIVIDER_PX = 8;

export interface ListedMessage extends ChatMessage_message$key {
  id: string;
  seqId: number;
  createdAt: string;
  profileId?: string | null;
  deletedAt?: string | null;
}

interface ChatMessageListProps {
  messages: readonly ListedMessage[];
  pending: readonly PendingMessage[];
  viewerProfileId: string;
  otherReadSeqIds: readonly number[];
  typingCount: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  onDelete: (seqId: number) => void;
  onReport?: (message: { id: string; text: string }) => void;
  onRetry: (message: PendingMessage) => void;
  onDiscard: (message: PendingMessage) => void;
  /** Hidden while a search's message shows in its place, keeping the history and where it was scrolled. */
  hidden?: boolean;
  /** The first message unread when the room opened: the "Unread messages" divider goes before it, and the room opens there. */
  firstUnreadId?: string | null;
  hasNewer?: boolean;
  isLoadingNewer?: boolean;
  loadNewer?: () => void;
  /** Whether the member is at the newest message (the read marker moves only then). */
  onAtBottomChange?: (atBottom: boolean) => void;
}

/** The history in groups by author, older pages loaded on scrolling up without the view jumping. */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, pending, viewerProfileId, otherReadSeqIds, typingCount } = props;
  const { scroller, measure } = useKeepScrollPosition(messages, pending.length);
  const { end, atBottom, seenAtOpen, check, jumpToNewest } = useReadingPosition(scroller, messages, {
    firstUnreadId: props.firstUnreadId,
    onAtBottomChange: props.onAtBottomChange,
  });
  const groups = groupMessages(
    messages.map((message) => ({
      ...message,
      key: message.id,
      authorId: message.profileId ?? null,
    })),
  );
  const lastMine = [...messages].reverse().find((message) => message.profileId === viewerProfileId);

  const onScroll = () => {
    measure();
    const element = scroller.current;
    if (element && element.scrollTop < NEAR_BOTTOM_PX && props.hasOlder && !props.isLoadingOlder) props.loadOlder();
    check();
    const nearEnd = element && element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (nearEnd && props.hasNewer && !props.isLoadingNewer) props.loadNewer?.();
  };

  return (
    // relative: screen-reader-only text inside messages is positioned absolutely, and must scroll (and clip) with the
    // history instead of stretching the page below the viewport.
    <div
      ref={scroller}
      onScroll={onScroll}
      hidden={props.hidden}
      tabIndex={-1}
      className="relative min-h-0 flex-1 overflow-y-auto px-4 py-3"
      data-testid="chat-history"
    >
      {props.isLoadingOlder && <Spinner className="mx-auto my-2" />}
      {messages.length === 0 && pending.length === 0 && (
        <div className="flex h-full flex-col items-center justify-center text-center">
          <p className="text-lg font-semibold">No messages yet</p>
          <p className="text-neutral-600 dark:text-neutral-400">Say hi!</p>
        </div>
      )}
      <ol aria-label="Messages" className="flex flex-col gap-3">
        {groups.map((group, index) => {
          const mine = group[0].authorId === viewerProfileId;
          return (
            <Fragment key={group[0].key}>
              {startsDay(group[0].createdAt, groups[index - 1]?.at(-1)?.createdAt) && <DayDivider date={group[0].createdAt} />}
              {group[0].key === props.firstUnreadId && <UnreadDivider />}
              <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
                <time
                  dateTime={group[0].createdAt}
                  title={messageTimestamp(group[0].createdAt)}
                  className="text-xs text-neutral-600 dark:text-neutral-400"
                >
                  {messageTime(group[0].createdAt)}
                </time>
                {group.map((message) => (
                  <div key={message.key} className="w-full">
                    {message.key === props.firstUnreadId && message !== group[0] && <UnreadDivider inGroup />}
                    <ChatMessage
                      message={message}
                      mine={mine}
                      onDelete={mine ? props.onDelete : undefined}
                      onReport={mine ? undefined : props.onReport}
                      status={
                        mine && message.id === lastMine?.id
                          ? messageStatus(
                              {
                                deletedAt: message.deletedAt,
                                seqId: message.seqId,
                              },
                              otherReadSeqIds,
                            )
                          : null
                      }
                    />
                  </div>
                ))}
              </li>
            </Fragment>
          );
        })}
        {pending.length > 0 && startsDay(pending[0].createdAt, messages.at(-1)?.createdAt) && <DayDivider date={pending[0].createdAt} />}
        {pending.map((message) => (
          <PendingItem key={message.clientId} message={message} onRetry={props.onRetry} onDiscard={props.onDiscard} />
        ))}
      </ol>
      <p aria-live="polite" className="h-5 pt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {typingCount > 0 ? 'Typing…' : ''}
      </p>
      <div ref={end} aria-hidden="true" className="h-px" />
      <NewMessagesButton
        messages={messages}
        viewerProfileId={viewerProfileId}
        atBottom={atBottom}
        seenAtOpen={seenAtOpen}
        onJump={jumpToNewest}
      />
    </div>
  );
}

/** One divider per day of history, so each message needs only its time. */
function DayDivider({ date }: { date: string }) {
  return (
    <li className="flex items-center gap-3 text-xs font-semibold text-neutral-600 dark:text-neutral-400">
      <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
      <time dateTime={date.slice(0, 10)}>{dayDivider(date)}</time>
      <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
    </li>
  );
}

/** The viewer's message on its way; a failed one keeps its text and offers Retry and Delete. */
function PendingItem({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: (message: PendingMessage) => void;
  onDiscard: (message: PendingMessage) => void;
}) {
  const failed = message.localId === 'failed';
  return (
    <li className="flex flex-wrap items-center justify-end gap-2">
      {failed ? (
        <>
          <span className="text-xs font-semibold text-red-800 dark:text-red-300">Failed</span>
          <Button variant="secondary" onPress={() => onRetry(message)}>
            Retry
          </Button>
          <Button variant="secondary" aria-label="Delete unsent message" onPress={() => onDiscard(message)}>
            Delete
          </Button>
        </>
      ) : (
        <span className="text-xs text-neutral-600 dark:text-neutral-400">
          {messageStatus({ seqId: null, localId: message.localId }, [])}
        </span>
      )}
      <div className={`${bubbleClass(true)} ${failed ? 'opacity-60' : ''}`}>
        {message.replyTo && <PendingQuote author={message.replyTo.author} text={message.replyTo.text} />}
        {message.content}
        <PendingPictures clientId={message.clientId} />
      </div>
    </li>
  );
}

/**
 * Starts at the bottom; follows new messages while the reader is near the bottom; and when older
 * messages are put above, keeps the distance from the bottom so what the reader looked at stays put.
 */
function useKeepScrollPosition(messages: readonly ListedMessage[], pendingCount: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{
    firstId?: string;
    lastId?: string;
    fromBottom: number;
    scrollHeight: number;
  } | null>(null);
  const measure = () => {
    const element = scroller.current;
    if (!element || !last.current) return;
    last.current.fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    last.current.scrollHeight = element.scrollHeight;
  };
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const firstId = messages[0]?.id;
    const lastId = messages.at(-1)?.id;
    const before = last.current;
    const prepended = before && before.firstId !== firstId && before.lastId === lastId;
    // Where the reader was just before this change, from the current scroll position and the old height:
    // the scroll event of a move made a moment ago may not have arrived yet, so a stored figure can be stale.
    const wasFromBottom = before ? before.scrollHeight - element.scrollTop - element.clientHeight : 0;
    // A room with unread messages opens at its divider, not at the bottom.
    const divider = before ? null : element.querySelector<HTMLElement>('[data-unread-divider]');
    if (divider) element.scrollTop = Math.max(0, divider.offsetTop - ABOVE_DIVIDER_PX);
    else if (prepended) element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
    else if (!before || wasFromBottom <= NEAR_BOTTOM_PX) element.scrollTop = element.scrollHeight;
    last.current = {
      firstId,
      lastId,
      fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight,
      scrollHeight: element.scrollHeight,
    };
  }, [messages, pendingCount]);
  return { scroller, measure };
}
