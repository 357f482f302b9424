import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { CreateEventScreen } from '../features/events/CreateEventScreen';
import QueryNode, { type CreateEventScreenQuery } from '../features/events/__generated__/CreateEventScreenQuery.graphql';

export const Route = createFileRoute('/_app/events/new')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<CreateEventScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function CreateEventRoute() {
    return <CreateEventScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
