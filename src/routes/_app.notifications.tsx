import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { NotificationsScreen } from '../features/notifications/NotificationsScreen';
import QueryNode, { type NotificationCentreQuery } from '../features/notifications/__generated__/NotificationCentreQuery.graphql';

export const Route = createFileRoute('/_app/notifications')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<NotificationCentreQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function NotificationsRoute() {
    return <NotificationsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
