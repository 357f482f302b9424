import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { FursonaListScreen } from '../features/settings/fursonas/FursonaListScreen';
import QueryNode, { type FursonaListScreenQuery } from '../features/settings/fursonas/__generated__/FursonaListScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/fursonas/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<FursonaListScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function FursonaListRoute() {
    return <FursonaListScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
