// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { updateSettings } from '../../src/state/settings';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { ModalStackHost } from '../../src/ui/modalStack';
import { EventScreen } from '../../src/features/events/EventScreen';
import { eventTimes } from '../../src/lib/eventTimes';
import ScreenQuery, { type EventScreenQuery } from '../../src/features/events/__generated__/EventScreenQuery.graphql';

afterEach(cleanup);
beforeEach(() => updateSettings({ unitOfDistance: 'km', blurExplicitContent: true }));

type Environment = ReturnType<typeof createMockEnvironment>;

const EVENT_ID = 'Event:e1';
const person = (uuid: string, displayName: string) => ({ id: `Profile:${uuid}`, uuid, displayName, primaryImage: null });
const attendee = (uuid: string, displayName: string) => ({
  id: `EventAttendee:${uuid}`,
  status: 'GOING',
  answeredAt: '2026-11-20T10:00:00.000Z',
  profile: person(uuid, displayName),
});
const edges = (entries: ReturnType<typeof attendee>[]) => ({
  edges: entries.map((node) => ({ cursor: node.id, node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

const allowed = { allowed: true, reason: null };
const baseEvent = {
  id: EVENT_ID,
  uuid: 'e1',
  displayName: 'Otter Picnic',
  description: 'Sandwiches by the lake.',
  isAd: false,
  isCancelled: false,
  eventBeginAt: '2027-06-05T12:00:00.000Z',
  eventEndAt: '2027-06-05T16:00:00.000Z',
  timeZone: 'Europe/Berlin',
  distance: 3,
  address: null,
  capacity: 10,
  goingCount: 4,
  interestedCount: 2,
  waitingListCount: 0,
  calendarUrl: '/events/e1.ics',
  place: { place: 'Berlin', region: 'Berlin', countryCode: 'DE' },
  host: person('host', 'Hana Hare'),
  hostGroup: null,
  image: null,
  viewerStatus: 'NONE',
  viewerWaitingListPosition: null,
  viewerCanManage: false,
  rsvpPermission: allowed,
};

async function renderEvent(event: Record<string, unknown> = {}, attendees = [attendee('a1', 'Ari Otter')]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<EventScreenQuery>(environment, ScreenQuery, { uuid: 'e1' });
  const operation = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Event: () => ({ ...baseEvent, ...event }),
        EventAttendeeConnection: () => edges(attendees),
      }),
    ),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <EventScreen queryRef={queryRef} />
          <LiveAnnouncer />
          <ModalStackHost />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/events/e1'] }) });
  render(<RouterProvider router={router} />);
  if (event.__missing) return environment;
  await screen.findByRole('heading', { name: 'Otter Picnic', level: 1 });
  return environment;
}

function pending(environment: Environment, name: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

const answers = () => screen.getByRole('radiogroup', { name: 'Are you going?' });
const radio = (name: string) => {
  const element = within(answers()).getByRole('radio', { name });
  return { element, checked: element.getAttribute('aria-checked') === 'true', disabled: element.hasAttribute('disabled') };
};
const standing = () => document.getElementById(answers().getAttribute('aria-describedby') ?? '')?.textContent;

describe('event page', () => {
  it('shows name, times in the member zone (naming the event zone when it differs), place, host, counts and the calendar link', async () => {
    await renderEvent();
    expect(screen.getByText('Sandwiches by the lake.')).toBeTruthy();
    expect(screen.getByText('Berlin, Berlin, DE · 3 km away')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hana Hare' }).getAttribute('href')).toBe('/profiles/host');
    expect(screen.getByText('4 of 10 places taken · 2 interested')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Going' })).getByRole('link', { name: 'Ari Otter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
  });

  it('Add to calendar fetches the calendar file and hands it over as a download named for the event; a refusal is said', async () => {
    const user = userEvent.setup();
    const fetched: string[] = [];
    const saved: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(fetched.length === 1 ? new Response('BEGIN:VCALENDAR') : new Response('Event not found', { status: 404 }));
    });
    URL.createObjectURL = () => 'blob:calendar';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderEvent();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toEqual(['Otter Picnic.ics blob:calendar']));
    expect(fetched).toEqual(['/events/e1.ics']);
    await waitFor(() =>
      expect(screen.getByTestId('live-announcer').textContent).toBe(
        'Otter Picnic.ics downloaded: open it to add the event to your calendar.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This event is not available any more.');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('names the event zone beside the member zone only when their clocks differ', () => {
    const begin = '2027-06-05T12:00:00.000Z';
    const end = '2027-06-05T16:00:00.000Z';
    expect(eventTimes(begin, end, 'Europe/Berlin', 'Europe/Berlin')).toEqual({ local: 'Sat, 5 Jun 2027, 14:00 – 18:00', eventZone: null });
    expect(eventTimes(begin, end, 'Europe/Paris', 'Europe/Berlin').eventZone).toBeNull();
    expect(eventTimes(begin, end, 'Europe/Berlin', 'America/New_York')).toEqual({
      local: 'Sat, 5 Jun 2027, 08:00 – 12:00',
      eventZone: 'Sat, 5 Jun 2027, 14:00 – 18:00 (Europe/Berlin time)',
    });
  });

  it('says so when the event is missing or hidden', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<EventScreenQuery>(environment, ScreenQuery, { uuid: 'nope' });
    act(() => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { event: null } }));
    const rootRoute = createRootRoute({
      component: () => (
        <RelayEnvironmentProvider environment={environment}>
          <EventScreen queryRef={queryRef} />
        </RelayEnvironmentProvider>
      ),
    });
    render(
      <RouterProvider
        router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/events/nope'] }) })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeTruthy();
  });

  it('lists attendees privately: a list shorter than its count says the rest keep their events private', async () => {
    await renderEvent({ goingCount: 3 });
    expect(screen.getByText('2 more keep their events private.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Going (3)' })).toBeTruthy();
  });
});

describe('RSVP states', () => {
  it('none: all three answers open, Not going checked', async () => {
    await renderEvent();
    expect(radio('Not going').checked).toBe(true);
    expect(radio('Going').disabled).toBe(false);
    expect(standing()).toBe('Let the host know if you are coming.');
  });

  it('going: Going checked and the address shown', async () => {
    await renderEvent({ viewerStatus: 'GOING', address: 'Seestraße 1' });
    expect(radio('Going').checked).toBe(true);
    expect(standing()).toBe("You're going.");
    expect(screen.getByText('Seestraße 1')).toBeTruthy();
  });

  it('interested: Interested checked', async () => {
    await renderEvent({ viewerStatus: 'INTERESTED' });
    expect(radio('Interested').checked).toBe(true);
    expect(standing()).toBe("You're interested.");
  });

  it('waiting: Going checked, with the place on the waiting list', async () => {
    await renderEvent({ viewerStatus: 'WAITING_LIST', viewerWaitingListPosition: 3, goingCount: 10, waitingListCount: 5 });
    expect(radio('Going').checked).toBe(true);
    expect(standing()).toBe("You're number 3 on the waiting list.");
    expect(screen.getByText('10 of 10 places taken · 2 interested · 5 on the waiting list')).toBeTruthy();
  });

  it('full: says Going puts the member on the waiting list, and answering Going shows them waiting at once', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent({ goingCount: 10, waitingListCount: 2 });
    expect(standing()).toBe('Going is full: answering Going puts you on the waiting list.');
    await user.click(radio('Going').element);
    expect(pending(environment, 'RsvpEventMutation').request.variables).toEqual({ input: { eventId: EVENT_ID, status: 'GOING' } });
    expect(standing()).toBe("You're number 3 on the waiting list.");
  });

  it('by keyboard: arrows move between answers without sending; Enter gives one', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent();
    radio('Not going').element.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radio('Interested').element);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(pending(environment, 'RsvpEventMutation').request.variables).toEqual({ input: { eventId: EVENT_ID, status: 'INTERESTED' } });
    expect(radio('Interested').checked).toBe(true);
  });

  it('cancelled: a banner, no answers, no calendar link', async () => {
    await renderEvent({ isCancelled: true, rsvpPermission: { allowed: false, reason: 'This event was cancelled.' } });
    expect(screen.getByText('This event was cancelled by its host.')).toBeTruthy();
    expect(radio('Going').disabled).toBe(true);
    expect(standing()).toBe('This event was cancelled.');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('past: answers closed with the server reason', async () => {
    await renderEvent({ rsvpPermission: { allowed: false, reason: 'This event has ended.' } });
    expect(radio('Interested').disabled).toBe(true);
    expect(standing()).toBe('This event has ended.');
  });

  it('answers Going optimistically and says where the member stands once the server agrees', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent();
    await user.click(radio('Going').element);
    const rsvp = pending(environment, 'RsvpEventMutation');
    expect(radio('Going').checked).toBe(true);
    expect(screen.getByText('5 of 10 places taken · 2 interested')).toBeTruthy();
    act(() =>
      environment.mock.resolve(
        rsvp,
        MockPayloadGenerator.generate(rsvp, {
          Event: () => ({ ...baseEvent, viewerStatus: 'GOING', goingCount: 5, address: 'Seestraße 1' }),
          Viewer: () => ({ id: 'Viewer:me', events: { edges: [], pageInfo: { hasNextPage: false } } }),
        }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe("You're going."));
    expect(screen.getByText('Seestraße 1')).toBeTruthy();
  });

  it('refused: the old answer and counts come back, with the server words said and shown', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent({ viewerStatus: 'INTERESTED' });
    await user.click(radio('Going').element);
    const rsvp = pending(environment, 'RsvpEventMutation');
    expect(radio('Going').checked).toBe(true);
    act(() =>
      environment.mock.resolve(rsvp, {
        data: null,
        errors: [{ message: 'You cannot answer for this event.', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    await waitFor(() => expect(radio('Interested').checked).toBe(true));
    expect(screen.getByRole('alert').textContent).toBe('You cannot answer for this event.');
    expect(screen.getByText('4 of 10 places taken · 2 interested')).toBeTruthy();
    expect(screen.getByTestId('live-announcer').textContent).toBe('You cannot answer for this event.');
  });
});

describe('managing an event', () => {
  it('lets a member who does not manage it report the event to the moderation queue', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent();
    await user.click(screen.getByRole('button', { name: 'Report event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Otter Picnic' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const report = pending(environment, 'ReportEventMutation');
    expect(report.request.variables).toEqual({ input: { eventId: EVENT_ID, reason: 'SPAM_OR_SCAM', details: null } });
    act(() => environment.mock.resolve(report, { data: { eventReport: { ok: true } } }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your report' });
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Edit, Change time and Cancel event; cancelling asks first with Cancel focused', async () => {
    const user = userEvent.setup();
    const environment = await renderEvent({ viewerCanManage: true });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/events/e1/edit');
    expect(screen.getByRole('button', { name: 'Change time' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report event' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Otter Picnic?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep event' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    const cancel = pending(environment, 'CancelEventMutation');
    expect(cancel.request.variables).toEqual({ input: { eventId: EVENT_ID } });
    act(() =>
      environment.mock.resolve(
        cancel,
        MockPayloadGenerator.generate(cancel, {
          Event: () => ({
            ...baseEvent,
            viewerCanManage: true,
            isCancelled: true,
            rsvpPermission: { allowed: false, reason: 'This event was cancelled.' },
          }),
          Viewer: () => ({ id: 'Viewer:me', events: { edges: [], pageInfo: { hasNextPage: false } } }),
        }),
      ),
    );
    const banner = await screen.findByText('This event was cancelled by its host.');
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
  });
});
