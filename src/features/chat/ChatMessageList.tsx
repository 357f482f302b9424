import { useLayoutEffect, useRef } from 'react';
import { messageTimestamp } from '../../lib/chatTimes';
import { groupMessages } from '../../lib/messageGroups';
import { messageStatus } from '../../lib/messageStatus';
import { Spinner } from '../../ui/Spinner';
import { ChatMessage, bubbleClass } from './ChatMessage';
import type { PendingMessage } from './usePendingMessages';
import type { ChatMessage_message$key } from './__generated__/ChatMessage_message.graphql';

/** SPEC §4: within this distance of the bottom the view follows new messages. */
const NEAR_BOTTOM_PX = 100;

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
}

/** The history in groups by author, older pages loaded on scrolling up without the view jumping. */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, pending, viewerProfileId, otherReadSeqIds, typingCount } = props;
  const { scroller, measure } = useKeepScrollPosition(messages, pending.length);
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
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 py-3" data-testid="chat-history">
      {props.isLoadingOlder && <Spinner className="mx-auto my-2" />}
      {messages.length === 0 && pending.length === 0 && (
        <div className="flex h-full flex-col items-center justify-center text-center">
          <p className="text-lg font-semibold">No messages yet</p>
          <p className="text-neutral-600 dark:text-neutral-400">Say hi!</p>
        </div>
      )}
      <ol aria-label="Messages" className="flex flex-col gap-3">
        {groups.map((group) => {
          const mine = group[0].authorId === viewerProfileId;
          return (
            <li key={group[0].key} className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
              <time dateTime={group[0].createdAt} className="text-xs text-neutral-600 dark:text-neutral-400">
                {messageTimestamp(group[0].createdAt)}
              </time>
              {group.map((message) => (
                <div key={message.key} className="w-full">
                  <ChatMessage
                    message={message}
                    mine={mine}
                    onDelete={mine ? props.onDelete : undefined}
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
          );
        })}
        {pending.map((message) => (
          <li key={message.clientId} className="flex items-center justify-end gap-2">
            <span className="text-xs text-neutral-600 dark:text-neutral-400">
              {messageStatus({ seqId: null, localId: message.localId }, otherReadSeqIds)}
            </span>
            <div className={`${bubbleClass(true)} ${message.localId === 'failed' ? 'opacity-60' : ''}`}>{message.content}</div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="h-5 pt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {typingCount > 0 ? 'Typing…' : ''}
      </p>
    </div>
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
    if (prepended) element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
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
