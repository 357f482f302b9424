import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { EventsScreen, eventsStart } from '../features/events/EventsScreen';
import QueryNode, { type EventsScreenQuery } from '../features/events/__generated__/EventsScreenQuery.graphql';

export const Route = createFileRoute('/_app/events/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<EventsScreenQuery>(context.relayEnvironment, QueryNode, eventsStart()),
  }),
  component: function EventsRoute() {
    return <EventsScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
