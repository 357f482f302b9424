import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EditFursonaScreen } from '../features/settings/fursonas/EditFursonaScreen';
import QueryNode, { type EditFursonaScreenQuery } from '../features/settings/fursonas/__generated__/EditFursonaScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/fursonas/$sonaId')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<EditFursonaScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function EditFursonaRoute() {
    return <EditFursonaScreen queryRef={Route.useLoaderData().queryRef} sonaId={Route.useParams().sonaId} />;
  },
});
