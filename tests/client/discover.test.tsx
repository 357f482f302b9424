// @vitest-environment jsdom
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { formatDistance, toKilometres } from '../../src/lib/distance';
import { updateSettings } from '../../src/state/settings';
import { parseNumberFilter } from '../../src/features/discover/filterOptions';
import { ProfileGrid } from '../../src/features/discover/ProfileGrid';
import { firstScreenCards } from '../../src/features/discover/useGridWindow';
import { SearchModal } from '../../src/features/discover/SearchModal';
import {
  applySearchFilters,
  DEFAULT_SEARCH_SETTINGS,
  normalizeFilters,
  searchSettingsFor,
  searchSettingsStore,
  toProfileSearchFilters,
} from '../../src/state/searchSettings';
import ProfileGridPaginationQuery, {
  type ProfileGridPaginationQuery as GridQuery,
} from '../../src/features/discover/__generated__/ProfileGridPaginationQuery.graphql';
import { Dialog as AriaDialogFrame, Modal } from 'react-aria-components';
import { ErrorBoundary } from 'react-error-boundary';
import { DiscoverError } from '../../src/features/discover/DiscoverError';
import { SearchFiltersModal } from '../../src/features/discover/SearchFiltersModal';
import { precisionOptionsFor } from '../../src/features/location/precision';

afterEach(cleanup);
beforeEach(() => {
  searchSettingsStore.set(() => ({ ...DEFAULT_SEARCH_SETTINGS }));
  updateSettings({ unitOfDistance: 'mi', blurExplicitContent: true });
});

/** Renders inside a memory router (cards are router links) and a Relay mock environment. */
async function renderWithRouter(children: ReactNode, environment = createMockEnvironment()) {
  const rootRoute = createRootRoute({ component: () => <>{children}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <RouterProvider router={router} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
  return environment;
}

describe('search filter rules (SPEC §5)', () => {
  it('treats empty lists, zero, NaN and empty text as unset and ignores location and isAd', () => {
    expect(
      normalizeFilters({
        genders: [],
        minAge: 0,
        maxAge: Number.NaN,
        relationshipStatus: ['SINGLE'],
        profileImageRequired: false,
        location: { x: 1 },
        isAd: true,
      } as never),
    ).toEqual({ relationshipStatus: ['SINGLE'] });
  });

  it('dispatches only when the filters really change', () => {
    const listener = vi.fn();
    const unsubscribe = searchSettingsStore.subscribe(listener);
    expect(applySearchFilters({ genders: ['Male', 'Female'], minAge: 25 })).toBe(true);
    expect(applySearchFilters({ minAge: 25, genders: ['Female', 'Male'], maxAge: 0 })).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('sends the filters as the API names them, adult ones only in After Dark, distances in kilometres', () => {
    const settings = {
      ...DEFAULT_SEARCH_SETTINGS,
      searchFilters: { minAge: 25, maxAge: 30, genders: ['Female'], sexPosition: ['TOP'], canHost: true, profileImageRequired: true },
      searchLocationOptions: { type: 'DISTANCE' as const, distance: 25 },
    };
    const safe = toProfileSearchFilters(settings, (distance) => toKilometres(distance, 'mi'));
    expect(safe).toMatchObject({
      age: { min: 25, max: 30 },
      genders: ['Female'],
      requireProfileImage: true,
      sexPositions: null,
      canHost: null,
    });
    expect(safe.location?.distance).toBeCloseTo(40.2336);
    const night = toProfileSearchFilters({ ...settings, isAd: true }, (distance) => distance);
    expect(night).toMatchObject({ sexPositions: ['TOP'], canHost: true, location: { type: 'DISTANCE', distance: 25 } });
    expect(toProfileSearchFilters(DEFAULT_SEARCH_SETTINGS, (distance) => distance).location).toBeNull();
  });

  it("starts another member on this browser with the default search, not the last member's", () => {
    expect(searchSettingsFor('member-a').owner).toBe('member-a');
    applySearchFilters({ genders: ['Female'] });
    searchSettingsStore.set({ isAd: true });
    expect(searchSettingsFor('member-a').searchFilters).toEqual({ genders: ['Female'] });
    expect(searchSettingsFor('member-b')).toMatchObject({ owner: 'member-b', isAd: false, searchFilters: {} });
  });

  it('reads number filters from 0 to 2147483647 and empties anything else', () => {
    expect(parseNumberFilter(' 30 ')).toBe(30);
    expect(parseNumberFilter('abc')).toBeUndefined();
    expect(parseNumberFilter('-4')).toBeUndefined();
    expect(parseNumberFilter('99999999999')).toBe(2147483647);
  });

  it('shows distances in whole miles or kilometres, never under 1', () => {
    expect(formatDistance(10, 'km')).toBe('10 km');
    expect(formatDistance(10, 'mi')).toBe('6 mi');
    expect(formatDistance(1, 'mi')).toBe('1 mi');
    expect(formatDistance(1609, 'mi')).toBe('1,000 mi');
  });
});

function GridHarness() {
  // The grid's own refetch query spreads exactly its fragment.
  const data = useLazyLoadQuery<GridQuery>(ProfileGridPaginationQuery, { count: 60, cursor: null, isAd: false, filters: null });
  return <ProfileGrid query={data} isAd={false} />;
}

describe('profile grid', () => {
  function mockSearch(
    environment: ReturnType<typeof createMockEnvironment>,
    profiles: { uuid: string; displayName: string; distance: number; rating?: string; fromOwnPlace?: number }[],
  ) {
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        ProfileConnection: () => ({
          edges: profiles.map((profile) => ({
            cursor: profile.uuid,
            // The search's own distance, from the point it is sorted from.
            distance: profile.distance,
            node: {
              id: `Profile:${profile.uuid}`,
              uuid: profile.uuid,
              displayName: profile.displayName,
              bestRole: null,
              location: { distance: profile.fromOwnPlace ?? profile.distance },
              primaryImage: {
                image: {
                  url: `/image/${profile.uuid}.jpeg?width=374`,
                  blurredUrl: `/image/${profile.uuid}.jpeg?width=256&blur=35`,
                  blurHash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ',
                  contentRating: profile.rating ?? 'SAFE',
                },
              },
              primaryImageAd: null,
            },
          })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
  }

  it('links each card to its profile, name first, with the distance in the member’s unit', async () => {
    const environment = createMockEnvironment();
    mockSearch(environment, [
      { uuid: '00000000-0000-4000-8000-000000000001', displayName: 'Near Fox', distance: 2 },
      { uuid: '00000000-0000-4000-8000-000000000002', displayName: 'Far Wolf', distance: 40, rating: 'EXPLICIT' },
    ]);
    await renderWithRouter(<GridHarness />, environment);
    const near = await screen.findByRole('link', { name: /^Near Fox\s*1 mi\s*away$/ });
    expect(near.getAttribute('href')).toBe('/profiles/00000000-0000-4000-8000-000000000001');
    const far = await screen.findByRole('link', { name: /^Far Wolf\s*25 mi\s*away$/ });
    // Explicit pictures are blurred while blurExplicitContent is on.
    expect(far.querySelector('img')?.getAttribute('src')).toContain('blur=35');
    expect(near.querySelector('img')?.getAttribute('src')).not.toContain('blur');
    act(() => updateSettings({ unitOfDistance: 'km' }));
    expect(await screen.findByRole('link', { name: /^Far Wolf\s*40 km\s*away$/ })).toBeTruthy();
  });

  it('shows the distance from the place the grid is sorted from, not from the member’s own place', async () => {
    const environment = createMockEnvironment();
    // A place search near Paris by a member in Berlin: sorted (and shown) from Paris.
    mockSearch(environment, [
      { uuid: '00000000-0000-4000-8000-000000000001', displayName: 'Near Fox', distance: 5, fromOwnPlace: 880 },
      { uuid: '00000000-0000-4000-8000-000000000002', displayName: 'Far Wolf', distance: 16, fromOwnPlace: 870 },
    ]);
    await renderWithRouter(<GridHarness />, environment);
    expect(await screen.findByRole('link', { name: /^Near Fox\s*3 mi\s*away$/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Far Wolf\s*10 mi\s*away$/ })).toBeTruthy();
  });

  it('fetches the first row’s pictures at once and shows each as it arrives, in the size the card needs', async () => {
    const environment = createMockEnvironment();
    const profiles = Array.from({ length: 9 }, (_, index) => ({
      uuid: `00000000-0000-4000-8000-00000000001${index}`,
      displayName: `Card ${index}`,
      distance: 5,
    }));
    mockSearch(environment, profiles);
    await renderWithRouter(<GridHarness />, environment);
    // Cards past the first screen follow in a later render: each is waited for.
    const cards = await Promise.all(profiles.map((profile) => screen.findByRole('link', { name: new RegExp(`^${profile.displayName}`) })));
    const images = cards.map((card) => card.querySelector('img')!);
    // Unmeasured (as here), the first six cards count as the first row.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array(6).fill('eager'), ...Array(3).fill('lazy')]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([...Array(6).fill('high'), ...Array(3).fill('auto')]);
    for (const image of images) {
      // Never kept invisible until React hears of the load: the browser paints it over the blurHash as it comes.
      expect(image.className).not.toMatch(/opacity-0/);
      expect(image.getAttribute('srcset')).toContain(image.getAttribute('src')!.split('?')[0]);
      expect(image.getAttribute('srcset')).toMatch(/\?width=256 256w, .*\?width=512 512w/);
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
  });

  it('paints the first screen’s cards first and holds the places of the rest, which follow right after, every card then findable', async () => {
    const environment = createMockEnvironment();
    const profiles = Array.from({ length: 60 }, (_, index) => ({
      uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      displayName: `Card ${index}`,
      distance: 5,
    }));
    mockSearch(environment, profiles);
    // Cards (and places held for cards) when the grid first commits: read in the same commit, before React renders more.
    const firstCommit: { cards: number; places: number }[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        const grid = document.querySelector('[data-testid=profile-grid]')!;
        firstCommit.push({ cards: grid.querySelectorAll('li a').length, places: grid.querySelectorAll('li').length });
      }, []);
      return null;
    }
    await renderWithRouter(
      <>
        <GridHarness />
        <FirstCommit />
      </>,
      environment,
    );
    // The grid and FirstCommit commit together: once the grid is there, so is the record of its first commit.
    await screen.findByTestId('profile-grid');
    const screenful = firstScreenCards(window);
    expect(screenful).toBeGreaterThan(0);
    expect(screenful).toBeLessThan(60);
    // The page is as tall as it will be (a scroll position comes back), with the first screen's cards in it.
    expect(firstCommit).toEqual([{ cards: screenful, places: 60 }]);
    expect(await screen.findByRole('link', { name: /^Card 59\s*3 mi/ })).toBeTruthy();
    expect(screen.getByTestId('profile-grid').querySelectorAll('li a')).toHaveLength(60);
  });

  it('counts a first screen by the viewport: two columns on a phone, more on a desktop', () => {
    expect(firstScreenCards({ innerWidth: 390, innerHeight: 844 })).toBe(2 * 5);
    expect(firstScreenCards({ innerWidth: 1280, innerHeight: 900 })).toBe(7 * 5);
  });

  it("says 'No results :(' with a hint to change the filters", async () => {
    const environment = createMockEnvironment();
    mockSearch(environment, []);
    await renderWithRouter(<GridHarness />, environment);
    expect(await screen.findByText('No results :(')).toBeTruthy();
    expect(screen.getByText(/changing your filters/)).toBeTruthy();
  });
});

describe('search modal', () => {
  it('waits for 3 characters and 500 ms, then lists people linking to their profiles', async () => {
    const environment = createMockEnvironment();
    await renderWithRouter(
      <Modal isOpen>
        <AriaDialogFrame aria-label="frame">
          <SearchModal />
        </AriaDialogFrame>
      </Modal>,
      environment,
    );
    expect(await screen.findByText('Type at least 3 characters to start search')).toBeTruthy();
    const searchbox = await screen.findByRole('searchbox', { name: 'Search people' });
    // The debounce runs on a fake clock from here on: the test moves it past 500 ms instead of sleeping.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(searchbox, 'Mi');
    await act(async () => void vi.advanceTimersByTime(600));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.type(searchbox, 'k');
    await act(async () => void vi.advanceTimersByTime(499));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ search: 'Mik' });
    const operation = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Profile: () => ({
            uuid: '00000000-0000-4000-8000-00000000000a',
            displayName: 'Mika Fox',
            username: 'mikafox',
            location: { distance: 3 },
            primaryImage: null,
          }),
        }),
      );
    });
    const link = await screen.findByRole('link', { name: /^Mika Fox/ });
    expect(link.getAttribute('href')).toBe('/profiles/00000000-0000-4000-8000-00000000000a');
    expect(link.textContent).toContain('@mikafox');
    expect(link.textContent).toContain('2 mi');
  });
});

describe('grid errors', () => {
  it("says 'Oops, something went wrong :(' with a message for members, never the developer's, and a refresh link", async () => {
    const environment = createMockEnvironment();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithRouter(
      <ErrorBoundary fallbackRender={({ error }) => <DiscoverError error={error} />}>
        <GridHarness />
      </ErrorBoundary>,
      environment,
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server is napping.')));
    expect(await screen.findByText('Oops, something went wrong :(')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('The server is napping.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Refresh' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('search filters modal', () => {
  function renderModal(isAdMode: boolean, close = vi.fn()) {
    render(
      <Modal isOpen>
        <SearchFiltersModal close={close} isAdMode={isAdMode} />
      </Modal>,
    );
    return close;
  }

  it('applies the chosen gender and ages, and leaves the After Dark filters out of safe mode', async () => {
    const user = userEvent.setup();
    const close = renderModal(false);
    expect(screen.queryByText('Sex position')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Female' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum age' }), '25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(searchSettingsStore.get().searchFilters).toEqual({ genders: ['Female'], minAge: 25 });
    expect(close).toHaveBeenCalled();
  });

  it('says what is wrong with an age instead of dropping it, and applies nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const before = searchSettingsStore.get().searchFilters;
    const close = renderModal(false);
    const max = screen.getByRole('textbox', { name: 'Maximum age' });
    await user.type(max, 'abc');
    expect(screen.getByText('Enter the age as a whole number, like 25.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(close).not.toHaveBeenCalled();
    expect(searchSettingsStore.get().searchFilters).toEqual(before);
  });

  it('offers sex position and hosting in After Dark', () => {
    renderModal(true);
    expect(screen.getByRole('checkbox', { name: 'Top' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Can host' })).toBeTruthy();
  });
});

describe('location precision', () => {
  it('lists SPEC’s precisions, exact only for staff', () => {
    expect(precisionOptionsFor(false).map((option) => option.label)).toEqual(['Nearest city center', '~50 km', '~10 km', '~1 km']);
    expect(precisionOptionsFor(true).map((option) => option.label)).toContain('~6 m');
  });
});
