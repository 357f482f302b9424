import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EditImageScreen } from '../features/settings/images/EditImageScreen';
import QueryNode, { type EditImageScreenQuery } from '../features/settings/images/__generated__/EditImageScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/images/$profileImageId')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<EditImageScreenQuery>(context.relayEnvironment, QueryNode, { id: params.profileImageId }),
  }),
  component: function EditImageRoute() {
    return <EditImageScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
