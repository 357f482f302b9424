import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EditProfileScreen } from '../features/settings/profile/EditProfileScreen';
import QueryNode, { type EditProfileScreenQuery } from '../features/settings/profile/__generated__/EditProfileScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/edit')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<EditProfileScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function EditProfileRoute() {
    return <EditProfileScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
