import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { NotificationSettingsScreen } from '../features/settings/notifications/NotificationSettingsScreen';
import QueryNode, {
  type NotificationSettingsScreenQuery,
} from '../features/settings/notifications/__generated__/NotificationSettingsScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/notifications')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<NotificationSettingsScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function NotificationSettingsRoute() {
    return <NotificationSettingsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
