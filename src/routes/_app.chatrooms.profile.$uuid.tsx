import { createFileRoute, redirect } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ChatRouteError } from '../features/chat/ChatsLayout';
import { StartChatScreen } from '../features/chat/StartChatScreen';
import StartChatScreenQueryNode, { type StartChatScreenQuery } from '../features/chat/__generated__/StartChatScreenQuery.graphql';

/** profile/:uuid: the existing private room with that profile, or a new chat created on the first send. */
export const Route = createFileRoute('/_app/chatrooms/profile/$uuid')({
  loader: async ({ context, params }) => {
    const { fetchQuery } = await import('react-relay/hooks');
    const data = await fetchQuery<StartChatScreenQuery>(context.relayEnvironment, StartChatScreenQueryNode, { uuid: params.uuid })
      .toPromise()
      .catch(() => null);
    if (data?.chatRoomPrivate)
      throw redirect({
        to: '/chatrooms/$uuid',
        params: { uuid: data.chatRoomPrivate.uuid },
        replace: true,
      });
    // A failed look-up goes to the chat list (SPEC §2); a profile one may not write to says why on the screen.
    if (!data) throw redirect({ to: '/chatrooms', replace: true });
    return {
      queryRef: await preloadQuery<StartChatScreenQuery>(context.relayEnvironment, StartChatScreenQueryNode, { uuid: params.uuid }),
    };
  },
  errorComponent: ChatRouteError,
  component: function StartChatRoute() {
    return <StartChatScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
