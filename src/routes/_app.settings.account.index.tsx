import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { AccountScreen } from '../features/settings/account/AccountScreen';
import QueryNode, { type AccountScreenQuery } from '../features/settings/account/__generated__/AccountScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/account/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<AccountScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function AccountScreenRoute() {
    return <AccountScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
