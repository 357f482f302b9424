import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { AfterDarkScreen } from '../features/settings/privacy/AfterDarkScreen';
import QueryNode, { type AfterDarkScreenQuery } from '../features/settings/privacy/__generated__/AfterDarkScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/content-options/after-dark')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<AfterDarkScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function AfterDarkScreenRoute() {
    return <AfterDarkScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
