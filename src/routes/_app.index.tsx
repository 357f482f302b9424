import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DiscoverScreen } from '../features/discover/DiscoverScreen';
import { DiscoverError } from '../features/discover/DiscoverError';
import { discoverVariables } from '../features/discover/discoverVariables';
import DiscoverScreenQueryNode, { type DiscoverScreenQuery } from '../features/discover/__generated__/DiscoverScreenQuery.graphql';

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<DiscoverScreenQuery>(context.relayEnvironment, DiscoverScreenQueryNode, discoverVariables()),
  }),
  errorComponent: DiscoverError,
  component: function HomeRoute() {
    return <DiscoverScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
