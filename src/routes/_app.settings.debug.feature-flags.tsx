import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DebugFeatureFlags } from '../features/settings/debug/DebugFeatureFlags';
import QueryNode, { type DebugFeatureFlagsQuery } from '../features/settings/debug/__generated__/DebugFeatureFlagsQuery.graphql';

export const Route = createFileRoute('/_app/settings/debug/feature-flags')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<DebugFeatureFlagsQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function DebugFeatureFlagsRoute() {
    return <DebugFeatureFlags queryRef={Route.useLoaderData().queryRef} />;
  },
});
