import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { clearAuth, setProfileSummary } from '../../state/auth';
import { OnboardingScreen } from '../onboarding/OnboardingScreen';
import { AlphaDisclaimer } from './AlphaDisclaimer';
import { ErrorFallback } from './ErrorFallback';
import { Footer } from './Footer';
import { GraphQLDevOverlay } from './GraphQLDevOverlay';
import { HolidayBanner, useHolidayTheme } from './seasonal/HolidayBanner';
import { Snowfall } from './seasonal/Snowfall';
import { LoadingScreen } from './LoadingScreen';
import { TopNav } from './TopNav';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';

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
  const { viewer } = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    // No viewer means the server no longer recognises this token: treat it as logged out.
    if (viewer) setProfileSummary({ ...viewer.profile, username: viewer.profile.username ?? null });
    else clearAuth();
  }, [viewer]);

  const flags = new Set(viewer?.featureFlags.map((flag) => flag.key));
  useHolidayTheme(flags.has('holiday_theme'));

  if (!viewer) return <LoadingScreen />;

  if (!viewer.isOnboarded) return <OnboardingScreen viewer={viewer} />;

  return (
    <div className="flex min-h-screen flex-col">
      <TopNav viewer={viewer} />
      {flags.has('holiday_theme') && <HolidayBanner />}
      <div id="main-content" tabIndex={-1} className="flex-1 outline-0">
        <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </div>
      <Footer />
      <AlphaDisclaimer />
      <Snowfall isChristmas={flags.has('christmas')} />
      <GraphQLDevOverlay isDeveloper={viewer.isDeveloper} />
    </div>
  );
}
