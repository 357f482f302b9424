import { createFileRoute, redirect } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ChatRouteError } from '../features/chat/ChatsLayout';
import { isRoomId } from '../lib/chatMessages';
import { ChatRoomScreen } from '../features/chat/ChatRoomScreen';
import ChatRoomScreenQueryNode, { type ChatRoomScreenQuery } from '../features/chat/__generated__/ChatRoomScreenQuery.graphql';

export const Route = createFileRoute('/_app/chatrooms/$uuid')({
  // A room id is 36 characters; anything else goes up one level (SPEC §2).
  beforeLoad: ({ params }) => {
    if (!isRoomId(params.uuid)) throw redirect({ to: '/chatrooms' });
  },
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<ChatRoomScreenQuery>(context.relayEnvironment, ChatRoomScreenQueryNode, { roomId: params.uuid }),
  }),
  errorComponent: ChatRouteError,
  component: function ChatRoomRoute() {
    const { queryRef } = Route.useLoaderData();
    return <ChatRoomScreen key={queryRef.variables.roomId} queryRef={queryRef} />;
  },
});
