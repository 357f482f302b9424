import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DebugLayout } from '../features/settings/debug/DebugLayout';
import QueryNode, { type DebugLayoutQuery } from '../features/settings/debug/__generated__/DebugLayoutQuery.graphql';

export const Route = createFileRoute('/_app/settings/debug')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<DebugLayoutQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function DebugLayoutRoute() {
    return <DebugLayout queryRef={Route.useLoaderData().queryRef} />;
  },
});
