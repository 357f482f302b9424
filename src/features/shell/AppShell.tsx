import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { clearAuth, setProfileSummary } from '../../state/auth';
import { AlphaDisclaimer } from './AlphaDisclaimer';
import { BoundaryErrorView } from './ScreenErrorView';
import { ConnectionBanner } from './ConnectionBanner';
import { useFullLoadAfterNewVersion } from './useFullLoadAfterNewVersion';
import { Footer } from './Footer';
import { GraphQLDevOverlay } from './GraphQLDevOverlay';
import { HolidayBanner, useHolidayTheme } from './seasonal/HolidayBanner';
import { Snowfall } from './seasonal/Snowfall';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { TopNav } from './TopNav';
import { usePageAfterOnboarding } from './usePageAfterOnboarding';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';

// Only a new member sees onboarding (its form, date fields and validation), so it loads only for them.
const OnboardingScreen = lazy(() => import('../onboarding/OnboardingScreen').then((module) => ({ default: module.OnboardingScreen })));

export const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      isOnboarded
      isDeveloper
      featureFlags {
        key
      }
      profile {
        uuid
        displayName
        username
      }
      ...TopNav_viewer
      ...OnboardingScreen_viewer
    }
  }
`;

/** The logged-in frame: nav, page, footer; or onboarding until the profile basics are set. */
export function AppShell({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const { viewer } = useRouteQuery<AppShellQuery>(appShellQuery, queryRef);
  const pathname = useLocation({ select: (location) => location.pathname });
  // Pages like chat fill the viewport under the nav (and banner) themselves: the document must not scroll.
  const fillsViewport = useMatches({ select: (matches) => matches.some((match) => match.staticData.fillsViewport) });

  useEffect(() => {
    // No viewer means the server no longer recognises this token: treat it as logged out.
    if (viewer) setProfileSummary({ ...viewer.profile, username: viewer.profile.username ?? null });
    else clearAuth();
  }, [viewer]);

  const flags = new Set(viewer?.featureFlags.map((flag) => flag.key));
  useHolidayTheme(flags.has('holiday_theme'));
  const isPageReady = usePageAfterOnboarding(viewer?.isOnboarded);
  useFullLoadAfterNewVersion();

  if (!viewer) return <LoadingScreen />;

  if (!viewer.isOnboarded) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <OnboardingScreen viewer={viewer} />
      </Suspense>
    );
  }

  if (!isPageReady) return <LoadingScreen />;

  return (
    <div className={fillsViewport ? 'relative flex h-dvh flex-col overflow-hidden' : 'flex min-h-screen flex-col'}>
      <TopNav viewer={viewer} />
      <ConnectionBanner />
      {flags.has('holiday_theme') && <HolidayBanner />}
      <div id="main-content" tabIndex={-1} className={`outline-0 ${fillsViewport ? 'flex min-h-0 flex-1 flex-col' : 'flex-1'}`}>
        <ErrorBoundary FallbackComponent={BoundaryErrorView} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </div>
      {!fillsViewport && <Footer />}
      <AlphaDisclaimer />
      <Snowfall isChristmas={flags.has('christmas')} />
      <GraphQLDevOverlay isDeveloper={viewer.isDeveloper} />
    </div>
  );
}
