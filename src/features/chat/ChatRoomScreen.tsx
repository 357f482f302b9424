import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { roomErrorText } from '../../lib/chatMessages';
import { Link } from '../../ui/Link';
import { ChatRoomAnnouncer } from './ChatRoomAnnouncer';
import { ChatRoomView } from './ChatRoomView';
import type { ChatRoomScreenQuery } from './__generated__/ChatRoomScreenQuery.graphql';

export const chatRoomScreenQuery = graphql`
  query ChatRoomScreenQuery($roomId: String!) {
    viewer @required(action: THROW) {
      profile {
        id
      }
      featureFlags {
        key
      }
    }
    chatRoom(roomId: $roomId) @catch(to: RESULT) {
      ...ChatRoomView_room
      ...ChatRoomAnnouncer_room
    }
  }
`;

/** The reason a room did not load, as SPEC §8 words it, with a way back to the list. */
export function RoomLoadError({ message }: { message: string }) {
  const text = roomErrorText(message);
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
      <p className="font-semibold">{text}</p>
      {text === 'Something went wrong.' && message && <p className="text-sm text-neutral-600 dark:text-neutral-400">{message}</p>}
      <Link to="/chatrooms">Go back</Link>
    </div>
  );
}

/** The error message a failed chatRoom field carries (Relay passes on its extensions, not its message). */
function failureMessage(errors: readonly unknown[]) {
  const first = errors[0] as { extensions?: { detail?: unknown } } | undefined;
  return typeof first?.extensions?.detail === 'string' ? first.extensions.detail : '';
}

export function ChatRoomScreen({ queryRef }: { queryRef: PreloadedQuery<ChatRoomScreenQuery> }) {
  const { viewer, chatRoom } = useRouteQuery<ChatRoomScreenQuery>(chatRoomScreenQuery, queryRef);
  if (!chatRoom.ok) return <RoomLoadError message={failureMessage(chatRoom.errors)} />;
  if (!chatRoom.value) return <RoomLoadError message="You are not allowed to open this chat." />;
  const showUsername = viewer.featureFlags.some((flag) => flag.key === 'manage_username');
  return (
    <ChatRoomAnnouncer room={chatRoom.value} viewerProfileId={viewer.profile.id}>
      <ChatRoomView room={chatRoom.value} viewerProfileId={viewer.profile.id} showUsername={showUsername} />
    </ChatRoomAnnouncer>
  );
}
