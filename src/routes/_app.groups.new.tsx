import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { CreateGroupScreen } from '../features/groups/CreateGroupScreen';
import QueryNode, { type CreateGroupScreenQuery } from '../features/groups/__generated__/CreateGroupScreenQuery.graphql';

export const Route = createFileRoute('/_app/groups/new')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<CreateGroupScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function CreateGroupRoute() {
    return <CreateGroupScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
