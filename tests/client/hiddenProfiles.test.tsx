// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { HiddenProfilesScreen } from '../../src/features/settings/privacy/HiddenProfilesScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import ScreenQuery, {
  type HiddenProfilesScreenQuery,
} from '../../src/features/settings/privacy/__generated__/HiddenProfilesScreenQuery.graphql';

afterEach(cleanup);

const hidden = (uuid: string, displayName: string) => ({ id: `Profile:${uuid}`, uuid, displayName, primaryImage: null });

/** The Hidden Profiles screen over a mock store whose viewer hid these profiles. */
async function renderScreen(profiles: ReturnType<typeof hidden>[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<HiddenProfilesScreenQuery>(environment, ScreenQuery, {});
  const operation = environment.mock.getMostRecentOperation();
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      ProfileConnection: () => ({ edges: profiles.map((node) => ({ cursor: node.uuid, node })), pageInfo: { hasNextPage: false } }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <HiddenProfilesScreen queryRef={queryRef} />
          <LiveAnnouncer />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Hidden Profiles' });
  return environment;
}

/** Answers the pending Unhide as the server does. */
function answerUnhide(environment: ReturnType<typeof createMockEnvironment>, uuid: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('UnhideProfileMutation');
  expect(operation.request.variables).toEqual({ input: { uuid } });
  act(() =>
    environment.mock.resolve(operation, {
      data: { userUnhideProfile: { profile: { id: `Profile:${uuid}`, isHidden: false, isHiddenByViewer: false } } },
    }),
  );
}

describe('Hidden Profiles', () => {
  it('lists hidden profiles with Unhide; after Unhide the row leaves, focus moves to the next Unhide and it is said', async () => {
    const user = userEvent.setup();
    const environment = await renderScreen([hidden('a1', 'Ash'), hidden('b2', 'Birch'), hidden('c3', 'Cedar')]);
    const list = screen.getByRole('list', { name: 'Hidden profiles' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Birch' }).getAttribute('href')).toBe('/profiles/b2');

    await user.click(screen.getByRole('button', { name: 'Unhide Birch' }));
    answerUnhide(environment, 'b2');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unhide Birch' })).toBeNull());
    // Focus takes the place of the row that left: Cedar's Unhide, never the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unhide Cedar' })));
    expect(screen.getByTestId('live-announcer').textContent).toBe('Birch shows in your grid and search again.');
  });

  it('moves focus to the heading and says so when the last one is unhidden', async () => {
    const user = userEvent.setup();
    const environment = await renderScreen([hidden('a1', 'Ash')]);
    await user.click(screen.getByRole('button', { name: 'Unhide Ash' }));
    answerUnhide(environment, 'a1');
    expect(await screen.findByText('You have not hidden anyone.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hidden Profiles' })));
    expect(screen.getByTestId('live-announcer').textContent).toBe('Ash shows in your grid and search again.');
  });
});
