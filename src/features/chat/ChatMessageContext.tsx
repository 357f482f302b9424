import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { messageTimestamp } from '../../lib/chatTimes';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { ChatMessage } from './ChatMessage';
import type { ChatMessageContextQuery } from './__generated__/ChatMessageContextQuery.graphql';

/** Messages shown either side of the one a search led to. */
const AROUND = 20;

/** A request to show one message in its place; a new object each time, so choosing the same message again refocuses it. */
export interface MessageJump {
  seqId: number;
}

interface ChatMessageContextProps {
  roomId: string;
  jump: MessageJump;
  viewerProfileId: string;
  onDelete: (seqId: number) => void;
  onReport?: (message: { id: string; text: string }) => void;
  /** Back to the live history at its newest message. */
  onBack: () => void;
}

/**
 * The part of the history around a message a search found, in place of the live history: the message is scrolled
 * to, focused and marked, and "Back to the latest messages" returns to the live end of the chat.
 */
export function ChatMessageContext({ roomId, jump, viewerProfileId, onDelete, onReport, onBack }: ChatMessageContextProps) {
  const data = useLazyLoadQuery<ChatMessageContextQuery>(
    graphql`
      query ChatMessageContextQuery($roomId: String!, $after: String!, $first: Int!) {
        chatRoom(roomId: $roomId) {
          messages(first: $first, after: $after) {
            edges {
              node {
                id
                seqId
                createdAt
                profileId
                ...ChatMessage_message
              }
            }
          }
        }
      }
    `,
    { roomId, after: String(Math.max(0, jump.seqId - AROUND - 1)), first: AROUND * 2 + 1 },
    { fetchPolicy: 'network-only' },
  );
  const messages = data.chatRoom?.messages.edges.map((edge) => edge.node) ?? [];
  const frame = useRef<HTMLDivElement>(null);
  const found = messages.find((message) => message.seqId === jump.seqId);
  useEffect(() => {
    if (!found) return;
    // After the search dialog has given focus back to its button, so this focus is the one that stays.
    const id = requestAnimationFrame(() => {
      if (focusMessage(frame.current, jump.seqId)) announce(`Showing the message from ${messageTimestamp(found.createdAt)}`);
    });
    return () => cancelAnimationFrame(id);
  }, [jump, found]);
  // This view and its button go: focus moves to the live history (or the search button), never to the page.
  const back = () => {
    const room = frame.current?.closest('section');
    onBack();
    requestAnimationFrame(() => {
      const history = room?.querySelector<HTMLElement>('[data-testid="chat-history"][tabindex]');
      (history ?? room?.querySelector<HTMLElement>('button[aria-label="Search in this chat"]'))?.focus();
    });
  };
  return (
    <div ref={frame} className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-neutral-200 px-4 py-2 text-sm dark:border-neutral-800">
        <span>An earlier part of this chat</span>
        <Button variant="secondary" onPress={back}>
          Back to the latest messages
        </Button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <ol aria-label="Messages around the one found" className="flex flex-col gap-3">
          {messages.map((message) => {
            const mine = message.profileId === viewerProfileId;
            return (
              // data-found marks the message found while it has focus (an outline, which forced colours keep).
              <li
                key={message.id}
                data-seq-id={message.seqId}
                className={`flex flex-col gap-1 rounded-2xl p-1 data-found:outline-2 data-found:outline-offset-2 data-found:outline-amber-500 ${mine ? 'items-end' : 'items-start'}`}
              >
                <time dateTime={message.createdAt} className="text-xs text-neutral-600 dark:text-neutral-400">
                  {messageTimestamp(message.createdAt)}
                </time>
                <div className="w-full">
                  <ChatMessage
                    message={message}
                    mine={mine}
                    status={null}
                    onDelete={mine ? onDelete : undefined}
                    onReport={mine ? undefined : onReport}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

/** Scrolls to a message of the history in `within`, focuses it and marks it until focus leaves; false if it is not there. */
function focusMessage(within: HTMLElement | null, seqId: number) {
  const target = within?.querySelector<HTMLElement>(`[data-seq-id="${seqId}"]`);
  if (!target) return false;
  target.tabIndex = -1;
  target.dataset.found = 'true';
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  target.addEventListener('blur', () => delete target.dataset.found, { once: true });
  return true;
}
