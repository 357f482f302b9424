import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DebugNewsFeeds } from '../features/settings/debug/DebugNewsFeeds';
import QueryNode, { type DebugNewsFeedsQuery } from '../features/settings/debug/__generated__/DebugNewsFeedsQuery.graphql';

export const Route = createFileRoute('/_app/settings/debug/news-feeds')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<DebugNewsFeedsQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function DebugNewsFeedsRoute() {
    return <DebugNewsFeeds queryRef={Route.useLoaderData().queryRef} />;
  },
});
