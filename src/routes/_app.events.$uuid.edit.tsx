import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EditEventScreen } from '../features/events/EditEventScreen';
import QueryNode, { type EditEventScreenQuery } from '../features/events/__generated__/EditEventScreenQuery.graphql';

export const Route = createFileRoute('/_app/events/$uuid/edit')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<EditEventScreenQuery>(context.relayEnvironment, QueryNode, { uuid: params.uuid }),
  }),
  component: function EditEventRoute() {
    const { queryRef } = Route.useLoaderData();
    return <EditEventScreen key={queryRef.variables.uuid} queryRef={queryRef} />;
  },
});
