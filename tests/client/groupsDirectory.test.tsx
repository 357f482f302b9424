// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { updateSettings } from '../../src/state/settings';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { DIRECTORY_START, GroupsDirectoryScreen } from '../../src/features/groups/GroupsDirectoryScreen';
import { groupCountText } from '../../src/features/groups/GroupDirectoryList';
import ScreenQuery, { type GroupsDirectoryScreenQuery } from '../../src/features/groups/__generated__/GroupsDirectoryScreenQuery.graphql';

afterEach(cleanup);
beforeEach(() => updateSettings({ unitOfDistance: 'km', blurExplicitContent: true }));

type Environment = ReturnType<typeof createMockEnvironment>;

interface GroupFixture {
  uuid: string;
  displayName: string;
  distance?: number | null;
  memberCount?: number;
  isVerified?: boolean;
  isAd?: boolean;
  viewerStatus?: string;
  place?: { place: string; countryCode: string } | null;
}

const group = (fixture: GroupFixture) => ({
  id: `Group:${fixture.uuid}`,
  uuid: fixture.uuid,
  displayName: fixture.displayName,
  isAd: fixture.isAd ?? false,
  isVerified: fixture.isVerified ?? false,
  memberCount: fixture.memberCount ?? 1,
  distance: fixture.distance ?? null,
  viewerStatus: fixture.viewerStatus ?? 'NONE',
  place: fixture.place ?? null,
  image: null,
});

const connection = (groups: GroupFixture[], hasNextPage = false) => ({
  edges: groups.map((fixture) => ({ cursor: fixture.uuid, node: group(fixture) })),
  pageInfo: { hasNextPage, endCursor: groups.at(-1)?.uuid ?? null },
});

/** Answers a directory operation: the viewer's own groups (Viewer.groups) and the directory (Query.groups). */
function answer(environment: Environment, operation: OperationDescriptor, nearby: GroupFixture[], own: GroupFixture[] = [], viewer = {}) {
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'Viewer:me', isAdult: true, contentOptions: { isAdOptIn: false }, ...viewer }),
        GroupConnection: (context) => (context.path?.includes('viewer') ? connection(own) : connection(nearby)),
      }),
    ),
  );
}

async function renderDirectory(nearby: GroupFixture[], own: GroupFixture[] = [], viewer = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<GroupsDirectoryScreenQuery>(environment, ScreenQuery, DIRECTORY_START);
  answer(environment, environment.mock.getMostRecentOperation(), nearby, own, viewer);
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <GroupsDirectoryScreen queryRef={queryRef} />
          <LiveAnnouncer />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/groups'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Groups', level: 1 });
  return environment;
}

const BERLIN = { place: 'Berlin', countryCode: 'DE' };

describe('groups directory', () => {
  it("shows the member's groups on top, then nearby groups with place, whole-km distance, size and badges, each linking to its page", async () => {
    await renderDirectory(
      [
        { uuid: 'g-near', displayName: 'Berlin Otters', distance: 3, memberCount: 34, isVerified: true, place: BERLIN },
        { uuid: 'g-far', displayName: 'Hamburg Hounds', distance: 255, memberCount: 1, place: { place: 'Hamburg', countryCode: 'DE' } },
      ],
      [{ uuid: 'g-own', displayName: 'Spree Foxes', distance: 1, memberCount: 12, viewerStatus: 'MEMBER', place: BERLIN }],
    );
    const own = screen.getByRole('list', { name: 'Your groups' });
    expect(within(own).getByRole('link').getAttribute('href')).toBe('/groups/g-own');
    const nearby = screen.getByRole('list', { name: 'Groups' });
    const links = within(nearby).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/groups/g-near', '/groups/g-far']);
    expect(links[0].textContent).toContain('Berlin Otters');
    expect(links[0].textContent).toContain('Verified');
    expect(links[0].textContent).toContain('Berlin, DE · 3 km away · 34 members');
    expect(links[1].textContent).toContain('Hamburg, DE · 255 km away · 1 member');
  });

  it('offers the After Dark filter only to adults who opted in', async () => {
    await renderDirectory([]);
    expect(screen.getByRole('button', { name: 'Verified only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'After Dark' })).toBeNull();
    cleanup();
    await renderDirectory([], [], { isAdult: true, contentOptions: { isAdOptIn: true } });
    expect(screen.getByRole('button', { name: 'After Dark' })).toBeTruthy();
  });

  it('says so in member words when there are no groups nearby, with a way to start one', async () => {
    await renderDirectory([]);
    expect(screen.getByText('No groups near you yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'start a group' }).getAttribute('href')).toBe('/groups/new');
    expect(screen.getByText('You have not joined any groups yet. Find one below, or start your own.')).toBeTruthy();
  });

  it('searches by name through Relay on Enter, keeps the filters, and says how many it found', async () => {
    const user = userEvent.setup();
    const environment = await renderDirectory([{ uuid: 'g1', displayName: 'Berlin Otters', distance: 3 }]);
    await user.click(screen.getByRole('button', { name: 'Verified only' }));
    const refetch = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('GroupDirectoryListPaginationQuery');
      return operation;
    });
    expect(refetch.request.variables).toMatchObject({ search: null, verifiedOnly: true, isAd: false });
    answer(environment, refetch, [{ uuid: 'g2', displayName: 'Verified Vixens', isVerified: true }]);
    await screen.findByText('Verified Vixens');

    await user.type(screen.getByRole('searchbox', { name: 'Search groups by name' }), 'otter{Enter}');
    const search = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables.search).toBe('otter');
      return operation;
    });
    expect(search.request.variables).toMatchObject({ verifiedOnly: true });
    answer(environment, search, []);
    expect(await screen.findByText('No groups found :(')).toBeTruthy();
    expect(screen.getByText(/No group's name holds “otter”/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe('No groups found'));
  });

  it('shows a failed search in member words with Retry, which loads the directory again', async () => {
    const user = userEvent.setup();
    const environment = await renderDirectory([{ uuid: 'g1', displayName: 'Berlin Otters' }]);
    await user.type(screen.getByRole('searchbox', { name: 'Search groups by name' }), 'otter{Enter}');
    const search = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables.search).toBe('otter');
      return operation;
    });
    act(() => environment.mock.reject(search, new Error('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong :(');
    expect(alert.textContent).not.toContain('Failed to fetch');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const again = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('GroupsDirectoryScreenQuery');
      return operation;
    });
    expect(again.request.variables).toMatchObject({ search: 'otter' });
    answer(environment, again, [{ uuid: 'g1', displayName: 'Berlin Otters' }]);
    expect(await screen.findByText('Berlin Otters')).toBeTruthy();
  });

  it('counts results as the grid does', () => {
    expect(groupCountText(0, false)).toBe('No groups found');
    expect(groupCountText(1, false)).toBe('1 group found');
    expect(groupCountText(30, true)).toBe('30 or more groups found');
  });
});
