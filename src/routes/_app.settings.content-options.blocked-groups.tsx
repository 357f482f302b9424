import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { BlockedGroupsScreen } from '../features/settings/privacy/BlockedGroupsScreen';
import QueryNode, { type BlockedGroupsScreenQuery } from '../features/settings/privacy/__generated__/BlockedGroupsScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/content-options/blocked-groups')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<BlockedGroupsScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function BlockedGroupsScreenRoute() {
    return <BlockedGroupsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
