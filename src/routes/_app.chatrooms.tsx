import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ChatRouteError, ChatsLayout } from '../features/chat/ChatsLayout';
import ChatListPaneQueryNode, { type ChatListPaneQuery } from '../features/chat/__generated__/ChatListPaneQuery.graphql';

export const Route = createFileRoute('/_app/chatrooms')({
  loader: async ({ context }) => ({
    listQueryRef: await preloadQuery<ChatListPaneQuery>(context.relayEnvironment, ChatListPaneQueryNode, {}),
  }),
  errorComponent: ChatRouteError,
  staticData: { fillsViewport: true },
  component: function ChatsRoute() {
    return <ChatsLayout listQueryRef={Route.useLoaderData().listQueryRef} />;
  },
});
