import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { UploadImageScreen } from '../features/settings/images/UploadImageScreen';
import QueryNode, { type UploadImageScreenQuery } from '../features/settings/images/__generated__/UploadImageScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/images/upload')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<UploadImageScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function UploadImageScreenRoute() {
    return <UploadImageScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
