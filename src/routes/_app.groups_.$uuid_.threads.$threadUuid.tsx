import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { GroupThreadScreen } from '../features/groups/GroupThreadScreen';
import QueryNode, { type GroupThreadScreenQuery } from '../features/groups/__generated__/GroupThreadScreenQuery.graphql';

// Not nested in the group page's route: a thread is a page of its own, with the way back to its group.
export const Route = createFileRoute('/_app/groups_/$uuid_/threads/$threadUuid')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<GroupThreadScreenQuery>(context.relayEnvironment, QueryNode, { threadUuid: params.threadUuid }),
  }),
  component: function GroupThreadRoute() {
    const { queryRef } = Route.useLoaderData();
    const { uuid } = Route.useParams();
    // Another thread is another screen: its replies waiting to send must not carry over.
    return <GroupThreadScreen key={queryRef.variables.threadUuid} queryRef={queryRef} groupUuid={uuid} />;
  },
});
