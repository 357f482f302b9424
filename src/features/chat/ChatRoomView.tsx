import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { readMarkerDue } from '../../lib/chatMessages';
import { firstUnreadId } from '../../lib/readingPosition';
import { roomMember } from '../../lib/hiddenMember';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatRoomHeader } from './ChatRoomHeader';
import { ChatRoomSearchButton } from './ChatRoomSearchButton';
import { ChatMessageContext, type MessageJump } from './ChatMessageContext';
import { Spinner } from '../../ui/Spinner';
import { ChatRequestBar, REPLY_ACCEPTS_NOTE_ID } from './ChatRequestBar';
import { useMessageReport } from './useMessageReport';
import { insertMessages } from './messageConnection';
import { useChatRoomCatchUp } from './useChatRoomCatchUp';
import { useChatRoomSubscription } from './useChatRoomSubscription';
import { useMessageDeletion } from './useMessageDeletion';
import { useOthersTyping } from './useOthersTyping';
import { useReactionAnnouncer } from './useReactionAnnouncer';
import { newClientId, usePendingMessages, type PendingMessage } from './usePendingMessages';
import { useSendChatMessageMutation } from './SendChatMessageMutation';
import { useTypingSignal } from './useTypingSignal';
import { PendingPicturesContext, usePictureUploads, type PictureSend } from './usePictureUploads';
import { useReplies } from './useReplies';
import { ReplyContext } from './replyContext';
import { ChatReplyBar, REPLY_QUOTE_ID } from './ChatReplyBar';
import { useUpdateChatReadMarkerMutation } from './UpdateChatReadMarkerMutation';
import type { ChatRoomView_room$key } from './__generated__/ChatRoomView_room.graphql';

/** What a room with a private profile or a gone account has in place of the message field. */
const NO_REPLY = "You can't reply in this chat. You can leave it or remove it from your chat list.";

/** SPEC §9: each older page of history loaded on scrolling up (the first page, 50, is the fragment's count). */
export const OLDER_PAGE = 100;

interface ChatRoomViewProps {
  room: ChatRoomView_room$key;
  viewerProfileId: string;
  showUsername: boolean;
}

/** An open room: header, history (live, paged backwards), typing, read markers and the composer. */
export function ChatRoomView({ room, viewerProfileId, showUsername }: ChatRoomViewProps) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ChatRoomView_room on ChatRoom
      @refetchable(queryName: "ChatRoomViewPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        newerCount: { type: "Int" }
        newerCursor: { type: "String" }
      ) {
        id
        uuid
        status
        title
        lastReadSeqId
        lastSeqId
        canSendExplicitPictures
        otherProfile {
          displayName
        }
        participants {
          id
          lastReadSeqId
          profile {
            id
          }
        }
        ...ChatRoomHeader_room
        ...ChatRequestBar_room
        ...useMessageReport_room
        # A room with unread messages opens at the first of them; older and newer pages load on scrolling either way.
        messages(last: $count, before: $cursor, first: $newerCount, after: $newerCursor, atFirstUnread: true)
          @connection(key: "ChatRoomView_messages") {
          __id
          edges {
            node {
              id
              seqId
              createdAt
              profileId
              deletedAt
              ...ChatMessage_message
            }
          }
        }
      }
    `,
    room,
  );
  const connectionId = data.messages.__id;
  const catchUp = useChatRoomCatchUp(data.uuid, connectionId);
  const typing = useOthersTyping(viewerProfileId);
  useChatRoomSubscription({
    roomId: data.uuid,
    roomRecordId: data.id,
    connectionId,
    onEvent: useReactionAnnouncer(typing.onEvent, viewerProfileId),
    catchUp,
  });

  const messages = data.messages.edges.map((edge) => edge.node);
  const otherReadSeqIds = data.participants.filter((member) => member.profile.id !== viewerProfileId).map((member) => member.lastReadSeqId);
  // Where the member stopped reading when the room opened: the divider stays there while the marker moves on.
  const [openedAt] = useState(() => ({ lastReadSeqId: data.lastReadSeqId, lastSeqId: data.lastSeqId }));
  const unreadFrom = firstUnreadId(messages, viewerProfileId, openedAt);
  // A room opened at its first unread message is read once the member reaches the newest one.
  const [atBottom, setAtBottom] = useState(!unreadFrom);
  useReadMarker(data.uuid, atBottom ? messages.at(-1) : undefined, viewerProfileId, data.lastReadSeqId);

  const { pending, add, settle, fail, resend } = usePendingMessages();
  const [commitSend, isSending] = useSendChatMessageMutation();
  const signal = useTypingSignal(data.uuid);
  // A retry sends the same clientMutationId, so a send that reached the server before failing is stored once.
  const deliver = useCallback(
    (clientMutationId: string, content: string, replyToId?: string, pictures?: PictureSend) =>
      commitSend({
        variables: {
          input: { roomId: data.uuid, message: { content, ...pictures }, clientMutationId, replyToId },
        },
        updater: (store) => {
          const node = store.getRootField('chatRoomMessageSend')?.getLinkedRecord('messageEdge')?.getLinkedRecord('node');
          if (node) insertMessages(store, connectionId, [node]);
        },
        onCompleted: (_, errors) => (errors?.length ? fail(clientMutationId) : settle(clientMutationId)),
        onError: () => fail(clientMutationId),
      }),
    [commitSend, data.uuid, connectionId, fail, settle],
  );
  const { replyingTo, replySent, replyActions, cancelReply, composerArea, onComposerKeyDown } = useReplies(data.uuid, viewerProfileId, {
    messages,
    hasOlder: hasPrevious,
    isLoadingOlder: isLoadingPrevious,
    loadOlder: () => loadPrevious(OLDER_PAGE),
  });
  // A message with pictures waits for their uploads, then goes as any message does.
  const pictureUploads = usePictureUploads(data.uuid, {
    onReady: (clientId, pictures) => {
      const message = pending.find((item) => item.clientId === clientId);
      if (message) deliver(clientId, message.content, message.replyTo?.id, pictures);
    },
    onEmpty: settle,
  });
  const send = useCallback(
    (content: string, pictures?: { files: File[]; isExplicit: boolean }) => {
      const clientMutationId = newClientId();
      add(clientMutationId, content, replyingTo ?? undefined);
      replySent();
      signal.stopTyping();
      if (pictures) pictureUploads.start(clientMutationId, pictures.files, { isExplicit: pictures.isExplicit, hasText: Boolean(content) });
      else deliver(clientMutationId, content, replyingTo?.id);
    },
    [add, signal, deliver, replyingTo, replySent, pictureUploads],
  );
  const retry = useCallback(
    (message: PendingMessage) => {
      resend(message.clientId);
      deliver(message.clientId, message.content, message.replyTo?.id, pictureUploads.sendOf(message.clientId));
    },
    [resend, deliver, pictureUploads],
  );

  const remove = useMessageDeletion(data.uuid, connectionId);
  const report = useMessageReport(data);
  // A message a search led to shows in its place, over the live history (kept as it was for the way back).
  const [jump, setJump] = useState<MessageJump | null>(null);
  const isNameless = ['private', 'unavailable'].includes(roomMember(data.otherProfile, data.title).state);

  return (
    <section aria-label="Chat" className="flex h-full min-h-0 flex-col">
      <ChatRoomHeader
        room={data}
        showUsername={showUsername}
        actions={<ChatRoomSearchButton roomId={data.uuid} onJump={(seqId) => setJump({ seqId })} />}
      />
      <ReplyContext.Provider value={isNameless ? { ...replyActions, startReply: undefined } : replyActions}>
        {jump && (
          <Suspense fallback={<Spinner className="mx-auto my-6" />}>
            <ChatMessageContext
              roomId={data.uuid}
              jump={jump}
              viewerProfileId={viewerProfileId}
              onDelete={remove}
              onReport={report}
              onBack={() => setJump(null)}
            />
          </Suspense>
        )}
        <PendingPicturesContext.Provider value={pictureUploads.value}>
          <ChatMessageList
            hidden={Boolean(jump)}
            messages={messages}
            pending={pending}
            viewerProfileId={viewerProfileId}
            otherReadSeqIds={otherReadSeqIds}
            typingCount={typing.typingIds.length}
            hasOlder={hasPrevious}
            isLoadingOlder={isLoadingPrevious}
            loadOlder={() => loadPrevious(OLDER_PAGE)}
            hasNewer={hasNext}
            isLoadingNewer={isLoadingNext}
            loadNewer={() => loadNext(OLDER_PAGE)}
            firstUnreadId={unreadFrom}
            onAtBottomChange={setAtBottom}
            onDelete={remove}
            onReport={report}
            onRetry={retry}
            onDiscard={(message) => settle(message.clientId)}
          />
        </PendingPicturesContext.Provider>
      </ReplyContext.Provider>
      {isNameless ? (
        // Nobody to accept or answer (the server refuses a send to a member the viewer may not see): say so instead.
        <p className="shrink-0 border-t border-neutral-200 p-4 text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
          {NO_REPLY}
        </p>
      ) : (
        <>
          <ChatRequestBar room={data} />
          {/* Escape in the field or on Cancel drops the quote; the field keeps focus and the text. */}
          <div ref={composerArea} onKeyDown={onComposerKeyDown} className="shrink-0">
            {replyingTo && <ChatReplyBar target={replyingTo} onCancel={cancelReply} />}
            <ChatComposer
              key={data.uuid}
              isPending={isSending}
              onSend={send}
              canMarkExplicit={data.canSendExplicitPictures}
              onTyping={signal.typed}
              draft={{ memberId: viewerProfileId, roomId: data.uuid }}
              describedBy={
                [data.status === 'INVITED' && REPLY_ACCEPTS_NOTE_ID, replyingTo && REPLY_QUOTE_ID].filter(Boolean).join(' ') || undefined
              }
            />
          </div>
        </>
      )}
    </section>
  );
}

/** SPEC §4: when the newest message is someone else's and past the room's marker, mark it read. */
function useReadMarker(
  roomId: string,
  newest: { seqId: number; profileId?: string | null } | undefined,
  viewerProfileId: string,
  lastReadSeqId: number,
) {
  const [commit] = useUpdateChatReadMarkerMutation();
  const sent = useRef(0);
  const seqId = newest?.seqId ?? 0;
  const due = readMarkerDue(newest && { seqId, authorId: newest.profileId ?? null }, viewerProfileId, lastReadSeqId);
  useEffect(() => {
    if (!due || sent.current >= seqId) return;
    sent.current = seqId;
    commit({ variables: { input: { roomId, seqId } } });
  }, [due, seqId, roomId, commit]);
}
