import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ImageGalleryScreen } from '../features/settings/images/ImageGalleryScreen';
import QueryNode, { type ImageGalleryScreenQuery } from '../features/settings/images/__generated__/ImageGalleryScreenQuery.graphql';

export const Route = createFileRoute('/_app/settings/profile/images/')({
  loader: async ({ context }) => ({
    queryRef: await preloadQuery<ImageGalleryScreenQuery>(context.relayEnvironment, QueryNode, {}),
  }),
  component: function ImageGalleryScreenRoute() {
    return <ImageGalleryScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
