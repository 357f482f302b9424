import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ContentOptionsScreen } from '../features/settings/privacy/ContentOptionsScreen';
import QueryNode, { type ContentOptionsScreenQuery } from '../features/settings/privacy/__generated__/ContentOptionsScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/content-options/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<ContentOptionsScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function ContentOptionsScreenRoute() {
    return <ContentOptionsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
