// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ExperimentsScreen } from '../../src/features/settings/experiments/ExperimentsScreen';
import { settingsStore } from '../../src/state/settings';
import ScreenQuery, {
  type ExperimentsScreenQuery,
} from '../../src/features/settings/experiments/__generated__/ExperimentsScreenQuery.graphql';

afterEach(cleanup);

const NEWS = {
  id: 'Experiment:home_news_feed',
  key: 'home_news_feed',
  name: 'Home news feed',
  type: 'TEAM',
  control: '0',
  treatments: [{ id: 'ExperimentTreatment:home_news_feed:1', key: '1', description: 'Show the news feed on the home page' }],
};

async function renderScreen(isDeveloper: boolean, viewerTreatment: string | null = null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ExperimentsScreenQuery>(environment, ScreenQuery, {});
  const operation = environment.mock.getMostRecentOperation();
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ isDeveloper, isSupporter: isDeveloper }),
      Query: () => ({ experiments: [{ ...NEWS, viewerTreatment }] }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <ExperimentsScreen queryRef={queryRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Experiments' });
  return environment;
}

describe('Experiments', () => {
  it('shows a member a team-only experiment as not pressable, saying who can try it, and drops a stale choice on this device', async () => {
    act(() => settingsStore.set((settings) => ({ ...settings, experiments: { home_news_feed: '1' } })));
    await renderScreen(false);
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('Home news feed');
    expect(row.textContent).toContain('Only the Snoot team can try this');
    expect(screen.queryByRole('button', { name: /Home news feed/ })).toBeNull();
    await waitFor(() => expect(settingsStore.get().experiments).toEqual({}));
  });

  it('lets the team press it: the server is asked, and its answer shows and reaches this device', async () => {
    const user = userEvent.setup();
    const environment = await renderScreen(true);
    await user.click(screen.getByRole('button', { name: /Home news feed/ }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('SetExperimentTreatmentMutation');
    expect(operation.request.variables).toEqual({ input: { key: 'home_news_feed', treatment: '1' } });
    act(() =>
      environment.mock.resolve(operation, {
        data: { experimentTreatmentSet: { experiment: { id: NEWS.id, viewerTreatment: '1' } } },
      }),
    );
    expect(await screen.findByText('Treatment 1')).toBeTruthy();
    await waitFor(() => expect(settingsStore.get().experiments).toEqual({ home_news_feed: '1' }));
  });
});
