import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { GroupScreen } from '../features/groups/GroupScreen';
import QueryNode, { type GroupScreenQuery } from '../features/groups/__generated__/GroupScreenQuery.graphql';

export const Route = createFileRoute('/_app/groups/$uuid/')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<GroupScreenQuery>(context.relayEnvironment, QueryNode, { uuid: params.uuid }),
  }),
  component: function GroupRoute() {
    const { queryRef } = Route.useLoaderData();
    // Another group is another screen: its retry state must not carry over from the last one.
    return <GroupScreen key={queryRef.variables.uuid} queryRef={queryRef} />;
  },
});
