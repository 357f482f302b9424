import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { searchSettingsStore } from '../state/searchSettings';
import { ProfileScreen } from '../features/profile/ProfileScreen';
import ProfileScreenQueryNode, { type ProfileScreenQuery } from '../features/profile/__generated__/ProfileScreenQuery.graphql';

export const Route = createFileRoute('/_app/profiles/$uuid')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<ProfileScreenQuery>(context.relayEnvironment, ProfileScreenQueryNode, {
      uuid: params.uuid,
      // The After Dark switch of the home screen is the one global AD mode (SPEC §2).
      isAd: searchSettingsStore.get().isAd,
    }),
  }),
  component: function ProfileRoute() {
    const { queryRef } = Route.useLoaderData();
    // A new profile is a new screen: its retry state must not carry over from the last one.
    return <ProfileScreen key={queryRef.variables.uuid} queryRef={queryRef} />;
  },
});
