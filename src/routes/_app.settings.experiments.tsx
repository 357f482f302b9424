import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ExperimentsScreen } from '../features/settings/experiments/ExperimentsScreen';
import QueryNode, { type ExperimentsScreenQuery } from '../features/settings/experiments/__generated__/ExperimentsScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/experiments')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<ExperimentsScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function ExperimentsScreenRoute() {
    return <ExperimentsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
