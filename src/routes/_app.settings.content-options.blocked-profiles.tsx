import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { BlockedProfilesScreen } from '../features/settings/privacy/BlockedProfilesScreen';
import QueryNode, { type BlockedProfilesScreenQuery } from '../features/settings/privacy/__generated__/BlockedProfilesScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/content-options/blocked-profiles')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<BlockedProfilesScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function BlockedProfilesScreenRoute() {
    return <BlockedProfilesScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
