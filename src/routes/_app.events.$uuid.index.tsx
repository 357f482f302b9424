import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EventScreen } from '../features/events/EventScreen';
import QueryNode, { type EventScreenQuery } from '../features/events/__generated__/EventScreenQuery.graphql';

export const Route = createFileRoute('/_app/events/$uuid/')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<EventScreenQuery>(context.relayEnvironment, QueryNode, { uuid: params.uuid }),
  }),
  component: function EventRoute() {
    const { queryRef } = Route.useLoaderData();
    // Another event is another screen: its retry state must not carry over from the last one.
    return <EventScreen key={queryRef.variables.uuid} queryRef={queryRef} />;
  },
});
