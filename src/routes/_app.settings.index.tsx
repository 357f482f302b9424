import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ManageProfileScreen } from '../features/settings/profile/ManageProfileScreen';
import QueryNode, { type ManageProfileScreenQuery } from '../features/settings/profile/__generated__/ManageProfileScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<ManageProfileScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function ManageProfileRoute() {
    return <ManageProfileScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
