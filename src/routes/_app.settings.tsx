import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { SettingsLayout } from '../features/settings/SettingsLayout';
import SettingsLayoutQueryNode, { type SettingsLayoutQuery } from '../features/settings/__generated__/SettingsLayoutQuery.graphql';

export const Route = createFileRoute('/_app/settings')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<SettingsLayoutQuery>(context.relayEnvironment, SettingsLayoutQueryNode, {}),
  }),
  component: function SettingsRoute() {
    return <SettingsLayout queryRef={Route.useLoaderData().queryRef} />;
  },
});
