import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { HiddenProfilesScreen } from '../features/settings/privacy/HiddenProfilesScreen';
import QueryNode, { type HiddenProfilesScreenQuery } from '../features/settings/privacy/__generated__/HiddenProfilesScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/content-options/hidden-profiles')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<HiddenProfilesScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function HiddenProfilesScreenRoute() {
    return <HiddenProfilesScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
