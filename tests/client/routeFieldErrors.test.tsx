// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { createRelayFieldLogger } from '../../src/relay/fieldLogger';
import { ErrorFallback } from '../../src/features/shell/ErrorFallback';
import { DebugFeatureFlags } from '../../src/features/settings/debug/DebugFeatureFlags';
import DebugFeatureFlagsQuery, {
  type DebugFeatureFlagsQuery as QueryType,
} from '../../src/features/settings/debug/__generated__/DebugFeatureFlagsQuery.graphql';

afterEach(cleanup);

/**
 * A screen under a route, with the route error view the app's router uses (src/router.ts defaultErrorComponent),
 * over a Relay environment whose field logger reports like the app's; the query answers with `response`.
 */
function renderRoute(response: { data: unknown; errors?: unknown[] }) {
  const reports: string[] = [];
  const environment = createMockEnvironment({
    relayFieldLogger: createRelayFieldLogger((error) => reports.push(error.message)),
  });
  const queryRef = loadQuery<QueryType>(environment, DebugFeatureFlagsQuery, {});
  environment.mock.resolveMostRecentOperation(response as never);
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <DebugFeatureFlags queryRef={queryRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ErrorFallback,
  });
  render(<RouterProvider router={router} />);
  return reports;
}

const FLAG = { id: 'flag-1', key: 'holiday_theme', title: 'Holiday theme', description: null, enabledTargets: ['TEAM'] };

describe('a screen that cannot render without a field', () => {
  // React logs every error a boundary catches; these are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('renders when the server answers the field', async () => {
    renderRoute({ data: { featureFlags: [FLAG], viewer: { id: 'viewer', applicableTargets: ['TEAM'] } } });
    expect(await screen.findByText('Your targets: TEAM')).toBeTruthy();
    expect(screen.getByText('Applies to you')).toBeTruthy();
  });

  it('shows the member the route error view, not a half-drawn page, when a field it reads comes back as an error', async () => {
    const reports = renderRoute({
      data: { featureFlags: [FLAG], viewer: { id: 'viewer', applicableTargets: null } },
      errors: [{ message: 'Targets could not be read', path: ['viewer', 'applicableTargets'] }],
    });
    expect(await screen.findByRole('heading', { name: 'Oopsie woopsie, we made a fucky wucky :(' })).toBeTruthy();
    expect(screen.getByText('Maybe try refreshing the page?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Your targets/)).toBeNull();
    expect(reports).toContain('GraphQL field error at DebugFeatureFlagsQuery: Targets could not be read');
  });

  it('shows the route error view when the viewer it requires is missing, and reports which field', async () => {
    const reports = renderRoute({ data: { featureFlags: [FLAG], viewer: null } });
    expect(await screen.findByRole('heading', { name: 'Oopsie woopsie, we made a fucky wucky :(' })).toBeTruthy();
    expect(screen.queryByText(/Your targets/)).toBeNull();
    expect(reports).toContain('Required field missing at DebugFeatureFlagsQuery.viewer');
  });
});
