import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DIRECTORY_START, GroupsDirectoryScreen } from '../features/groups/GroupsDirectoryScreen';
import QueryNode, { type GroupsDirectoryScreenQuery } from '../features/groups/__generated__/GroupsDirectoryScreenQuery.graphql';

export const Route = createFileRoute('/_app/groups/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<GroupsDirectoryScreenQuery>(context.relayEnvironment, QueryNode, DIRECTORY_START),
  }),
  component: function GroupsRoute() {
    return <GroupsDirectoryScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
