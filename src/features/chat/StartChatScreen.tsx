import { useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Link } from '../../ui/Link';
import { ChatComposer } from './ChatComposer';
import { ChatNotAllowed } from './ChatNotAllowed';
import { usePageTitle } from '../../ui/pageTitle';
import { Avatar } from './ChatRoomHeader';
import { newClientId } from './usePendingMessages';
import { useCreatePrivateChatRoomMutation } from './CreatePrivateChatRoomMutation';
import { useSendChatMessageMutation } from './SendChatMessageMutation';
import type { StartChatScreenQuery } from './__generated__/StartChatScreenQuery.graphql';

export const startChatScreenQuery = graphql`
  query StartChatScreenQuery($uuid: String!) {
    chatRoomPrivate(profileUuid: $uuid) {
      uuid
    }
    profile(uuid: $uuid) {
      uuid
      displayName
      canStartChat
      primaryImage {
        image {
          url(width: 64)
        }
      }
    }
  }
`;

/** A chat with someone not written to yet: the room is created with the first message (SPEC §2). */
export function StartChatScreen({ queryRef }: { queryRef: PreloadedQuery<StartChatScreenQuery> }) {
  const { profile } = useRouteQuery<StartChatScreenQuery>(startChatScreenQuery, queryRef);
  usePageTitle(profile ? `Chat with ${profile.displayName}` : 'Chats');
  const navigate = useNavigate();
  const [createRoom, isCreating] = useCreatePrivateChatRoomMutation();
  const [sendMessage, isSending] = useSendChatMessageMutation();
  if (!profile?.canStartChat) return <ChatNotAllowed profile={profile ?? null} />;

  const failed = () => {
    navigate({ to: '/chatrooms' });
  };
  const send = (content: string) =>
    createRoom({
      variables: { input: { profileUuid: profile.uuid } },
      onError: failed,
      onCompleted: (answer, errors) => {
        const roomId = answer.chatRoomCreatePrivate?.room.uuid;
        if (errors?.length || !roomId) {
          failed();
          return;
        }
        sendMessage({
          variables: {
            input: {
              roomId,
              message: { content },
              clientMutationId: newClientId(),
            },
          },
          onError: failed,
          onCompleted: () => {
            navigate({
              to: '/chatrooms/$uuid',
              params: { uuid: roomId },
              replace: true,
            });
          },
        });
      },
    });

  return (
    <section aria-label="New chat" className="flex h-full min-h-0 flex-col">
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-neutral-200 px-4 dark:border-neutral-800">
        <Link to="/profiles/$uuid" params={{ uuid: profile.uuid }} variant="plain" className="flex items-center gap-3 rounded-lg">
          <Avatar url={profile.primaryImage?.image.url} name={profile.displayName} />
          <span className="font-bold">{profile.displayName}</span>
        </Link>
      </header>
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center text-center">
        <p className="text-lg font-semibold">No messages yet</p>
        <p className="text-neutral-600 dark:text-neutral-400">Say hi!</p>
      </div>
      <ChatComposer isPending={isCreating || isSending} onSend={send} onTyping={() => {}} />
    </section>
  );
}
