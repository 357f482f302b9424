import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ModerationQueueScreen } from '../features/moderation/ModerationQueueScreen';
import QueryNode, { type ModerationQueueScreenQuery } from '../features/moderation/__generated__/ModerationQueueScreenQuery.graphql';

/** Staff only: the debug layout shows everyone else the hidden den (and the server refuses them the data). */
export const Route = createFileRoute('/_app/settings/debug/moderation/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<ModerationQueueScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function ModerationQueueRoute() {
    return <ModerationQueueScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
