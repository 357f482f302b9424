import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { MyLocationScreen } from '../features/location/MyLocationScreen';
import QueryNode, { type MyLocationScreenQuery } from '../features/location/__generated__/MyLocationScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/location')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<MyLocationScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function MyLocationRoute() {
    return <MyLocationScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
