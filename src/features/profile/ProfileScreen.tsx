import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchSettings } from '../../state/searchSettings';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { NowPlaying } from './NowPlaying';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileBio } from './ProfileBio';
import { ProfileError } from './ProfileError';
import { ProfileGallery } from './ProfileGallery';
import { ProfileHeader } from './ProfileHeader';
import { ProfileKinks } from './ProfileKinks';
import { ProfileMemberships } from './ProfileMemberships';
import { ProfileSonas } from './ProfileSonas';
import { SocialAccounts } from './SocialAccounts';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';
import { usePageTitle } from '../../ui/pageTitle';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** Below Tailwind's md the profile is one column. */
const PROFILE_PHONE_QUERY = '(max-width: 767px)';

export const profileScreenQuery = graphql`
  query ProfileScreenQuery($uuid: String!, $isAd: Boolean!) @throwOnFieldError {
    viewer @required(action: THROW) {
      contentOptions {
        isAdOptIn
      }
    }
    profile(uuid: $uuid) {
      ...ProfileAvatar_profile
      ...ProfileBio_profile
      ...NowPlaying_profile
      ...SocialAccounts_profile
      ...ProfileHeader_profile
      ...ProfileGallery_profile @arguments(isAd: $isAd)
      ...ProfileMemberships_profile
      ...ProfileSonas_profile
      ...ProfileKinks_profile
    }
  }
`;

/** /profiles/{uuid}: a loading state while the query runs, an error view with retry, or the profile. */
export function ProfileScreen({ queryRef: initialRef }: { queryRef: PreloadedQuery<ProfileScreenQuery> }) {
  const [queryRef, loadQuery] = useQueryLoader<ProfileScreenQuery>(profileScreenQuery, initialRef);
  const retry = () => loadQuery(initialRef.variables, { fetchPolicy: 'network-only' });
  return (
    <ErrorBoundary FallbackComponent={ProfileError} onReset={retry}>
      <Suspense fallback={<LoadingScreen />}>{queryRef && <ProfileView queryRef={queryRef} />}</Suspense>
    </ErrorBoundary>
  );
}

function ProfileView({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenQuery> }) {
  const { viewer, profile } = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef);
  // After Dark mode shows only for members who opted in; the server gates the content itself as well.
  const isAd = useSearchSettings((settings) => settings.isAd) && viewer.contentOptions.isAdOptIn;
  const isPhone = useMediaQuery(PROFILE_PHONE_QUERY);
  if (!profile) return <ProfileNotFound />;
  const avatar = <ProfileAvatar profile={profile} isAd={isAd} />;
  return (
    // On phones the main picture leads, full width, then the name and facts; from md up the About panel with
    // the picture sits left of them (SPEC §2).
    <main className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[350px_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
      {isPhone && avatar}
      <div className="min-w-0 md:col-start-2 md:row-start-1">
        <ProfileHeader profile={profile} />
      </div>
      <aside aria-label="About" className="flex flex-col gap-6 md:col-start-1 md:row-span-2 md:row-start-1">
        {!isPhone && avatar}
        <ProfileBio profile={profile} isAd={isAd} />
        <NowPlaying profile={profile} />
        <SocialAccounts profile={profile} />
      </aside>
      <div className="flex min-w-0 flex-col gap-8 md:col-start-2 md:row-start-2">
        <ProfileGallery profile={profile} isAd={isAd} loadedIsAd={queryRef.variables.isAd} />
        <ProfileMemberships profile={profile} />
        <ProfileSonas profile={profile} isAd={isAd} />
        {isAd && <ProfileKinks profile={profile} />}
      </div>
    </main>
  );
}

function ProfileNotFound() {
  usePageTitle('Profile not found');
  return (
    <main className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Profile not found</h1>
      {/* The heading and this line read as SPEC's one sentence, without saying "Profile not found" twice. */}
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">This user may have deleted their account or been banned.</p>
    </main>
  );
}
