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
import { dayRange } from '../../src/lib/eventTimes';
import { EventsScreen, eventsStart } from '../../src/features/events/EventsScreen';
import { eventCountText } from '../../src/features/events/EventList';
import ScreenQuery, { type EventsScreenQuery } from '../../src/features/events/__generated__/EventsScreenQuery.graphql';

afterEach(cleanup);
beforeEach(() => updateSettings({ unitOfDistance: 'km', blurExplicitContent: true }));

type Environment = ReturnType<typeof createMockEnvironment>;

interface EventFixture {
  uuid: string;
  displayName: string;
  distance?: number | null;
  isAd?: boolean;
  isCancelled?: boolean;
  viewerStatus?: string;
}

const event = (fixture: EventFixture) => ({
  id: `Event:${fixture.uuid}`,
  uuid: fixture.uuid,
  displayName: fixture.displayName,
  isAd: fixture.isAd ?? false,
  isCancelled: fixture.isCancelled ?? false,
  eventBeginAt: '2027-06-05T12:00:00.000Z',
  eventEndAt: '2027-06-05T16:00:00.000Z',
  distance: fixture.distance ?? null,
  viewerStatus: fixture.viewerStatus ?? 'NONE',
  place: { place: 'Berlin', countryCode: 'DE' },
  image: null,
});

const connection = (events: EventFixture[], hasNextPage = false) => ({
  edges: events.map((fixture) => ({ cursor: fixture.uuid, node: event(fixture) })),
  pageInfo: { hasNextPage, endCursor: events.at(-1)?.uuid ?? null },
});

/** Answers a directory operation: the viewer's own events (Viewer.events) and the directory (Query.events). */
function answer(
  environment: Environment,
  operation: OperationDescriptor,
  nearby: EventFixture[],
  own: EventFixture[] = [],
  viewer = {},
  hasNextPage = false,
) {
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'Viewer:me', isAdult: true, contentOptions: { isAdOptIn: false }, ...viewer }),
        EventConnection: (context) => (context.path?.includes('viewer') ? connection(own) : connection(nearby, hasNextPage)),
      }),
    ),
  );
}

async function renderList(nearby: EventFixture[], own: EventFixture[] = [], viewer = {}, hasNextPage = false) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<EventsScreenQuery>(environment, ScreenQuery, { ...eventsStart(), timeZone: 'Europe/Berlin' });
  answer(environment, environment.mock.getMostRecentOperation(), nearby, own, viewer, hasNextPage);
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <EventsScreen queryRef={queryRef} />
          <LiveAnnouncer />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/events'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Events', level: 1 });
  return environment;
}

async function nextOperation(environment: Environment, check: (operation: OperationDescriptor) => void) {
  return waitFor(() => {
    const operation = environment.mock.getMostRecentOperation();
    check(operation);
    return operation;
  });
}

describe('events directory', () => {
  it("shows the member's own upcoming events on top, then nearby events nearest first with place, distance and date", async () => {
    await renderList(
      [
        { uuid: 'e-near', displayName: 'Otter Picnic', distance: 3 },
        { uuid: 'e-far', displayName: 'Hamburg Howl', distance: 255, isCancelled: true },
      ],
      [{ uuid: 'e-own', displayName: 'Fox Meet', viewerStatus: 'GOING' }],
    );
    const own = screen.getByRole('list', { name: 'Your upcoming events' });
    expect(within(own).getByRole('link').getAttribute('href')).toBe('/events/e-own');
    expect(within(own).getByRole('link').textContent).toContain('Going');
    const nearby = screen.getByRole('list', { name: 'Upcoming events' });
    const links = within(nearby).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/e-near', '/events/e-far']);
    expect(links[0].textContent).toContain('Berlin, DE · 3 km away');
    expect(links[0].textContent).toContain('5 Jun 2027');
    expect(links[1].textContent).toContain('Cancelled');
  });

  it('offers the After Dark filter only to adults who opted in', async () => {
    await renderList([]);
    expect(screen.queryByRole('button', { name: 'After Dark' })).toBeNull();
    cleanup();
    await renderList([], [], { isAdult: true, contentOptions: { isAdOptIn: true } });
    expect(screen.getByRole('button', { name: 'After Dark' })).toBeTruthy();
    cleanup();
    await renderList([], [], { isAdult: false, contentOptions: { isAdOptIn: true } });
    expect(screen.queryByRole('button', { name: 'After Dark' })).toBeNull();
  });

  it('says so when there are no events nearby, with a way to plan one', async () => {
    await renderList([]);
    expect(screen.getByText('No events near you yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'plan an event' }).getAttribute('href')).toBe('/events/new');
  });

  it('narrows to this weekend and searches by name through Relay, saying how many it found', async () => {
    const user = userEvent.setup();
    const environment = await renderList([{ uuid: 'e1', displayName: 'Otter Picnic', distance: 3 }]);
    await user.click(screen.getByRole('radio', { name: 'This weekend' }));
    const weekend = await nextOperation(environment, (operation) =>
      expect(operation.request.node.params.name).toBe('EventListPaginationQuery'),
    );
    expect(weekend.request.variables).toMatchObject({
      ...dayRange('WEEKEND', 'Europe/Berlin'),
      when: 'UPCOMING',
      timeZone: 'Europe/Berlin',
    });
    answer(environment, weekend, [{ uuid: 'e2', displayName: 'Weekend Walk' }]);
    await screen.findByText('Weekend Walk');
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe('1 event found'));

    await user.type(screen.getByRole('searchbox', { name: 'Search events by name' }), 'otter{Enter}');
    const search = await nextOperation(environment, (operation) => expect(operation.request.variables.search).toBe('otter'));
    expect(search.request.variables).toMatchObject(dayRange('WEEKEND', 'Europe/Berlin'));
    answer(environment, search, []);
    expect(await screen.findByText('No events found :(')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe('No events found'));
  });

  it('picks a date range with the date range picker', async () => {
    const user = userEvent.setup();
    await renderList([]);
    await user.click(screen.getByRole('radio', { name: 'Pick dates' }));
    expect(screen.getByRole('group', { name: 'From and to' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open calendar/ })).toBeTruthy();
  });

  it('shows past events on their own tab, latest first from the server', async () => {
    const user = userEvent.setup();
    const environment = await renderList([{ uuid: 'e1', displayName: 'Otter Picnic' }]);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await nextOperation(environment, (operation) => expect(operation.request.variables.when).toBe('PAST'));
    expect(past.request.variables).toMatchObject({ from: null, to: null });
    answer(environment, past, [{ uuid: 'e0', displayName: 'Last Year Gala' }]);
    expect(await screen.findByRole('list', { name: 'Past events' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'This weekend' })).toBeNull();
  });

  it('loads more with Show more events', async () => {
    const user = userEvent.setup();
    const environment = await renderList([{ uuid: 'e1', displayName: 'Otter Picnic' }], [], {}, true);
    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    const more = await nextOperation(environment, (operation) => expect(operation.request.variables.cursor).toBe('e1'));
    answer(environment, more, [{ uuid: 'e2', displayName: 'Second Meet' }]);
    expect(await screen.findByText('Second Meet')).toBeTruthy();
  });

  it('shows a failed load in member words with Retry, keeping the search', async () => {
    const user = userEvent.setup();
    const environment = await renderList([{ uuid: 'e1', displayName: 'Otter Picnic' }]);
    await user.type(screen.getByRole('searchbox', { name: 'Search events by name' }), 'otter{Enter}');
    const search = await nextOperation(environment, (operation) => expect(operation.request.variables.search).toBe('otter'));
    act(() => environment.mock.reject(search, new Error('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong :(');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const again = await nextOperation(environment, (operation) => expect(operation.request.node.params.name).toBe('EventsScreenQuery'));
    expect(again.request.variables).toMatchObject({ search: 'otter' });
    answer(environment, again, [{ uuid: 'e1', displayName: 'Otter Picnic' }]);
    expect(await screen.findByText('Otter Picnic')).toBeTruthy();
  });

  it('counts results and works out the date ranges in the member zone', () => {
    expect(eventCountText(0, false)).toBe('No events found');
    expect(eventCountText(1, false)).toBe('1 event found');
    expect(eventCountText(30, true)).toBe('30 or more events found');
    // Wednesday 2 December 2026 in Berlin: the weekend is the 5th and 6th; the month runs to the 31st.
    const wednesday = new Date('2026-12-02T10:00:00Z');
    expect(dayRange('WEEKEND', 'Europe/Berlin', wednesday)).toEqual({ from: '2026-12-05', to: '2026-12-06' });
    expect(dayRange('MONTH', 'Europe/Berlin', wednesday)).toEqual({ from: '2026-12-02', to: '2026-12-31' });
    // Saturday late evening UTC is already Sunday in Tokyo: only Sunday is left.
    expect(dayRange('WEEKEND', 'Asia/Tokyo', new Date('2026-12-05T20:00:00Z'))).toEqual({ from: '2026-12-06', to: '2026-12-06' });
    expect(dayRange('WEEKEND', 'Europe/Berlin', new Date('2026-12-05T10:00:00Z'))).toEqual({ from: '2026-12-05', to: '2026-12-06' });
  });
});
