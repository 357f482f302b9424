import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { PrivacyScreen } from '../features/settings/privacy/PrivacyScreen';
import QueryNode, { type PrivacyScreenQuery } from '../features/settings/privacy/__generated__/PrivacyScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/privacy')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<PrivacyScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function PrivacyScreenRoute() {
    return <PrivacyScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
