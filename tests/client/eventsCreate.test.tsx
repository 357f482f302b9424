// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ModalStackHost } from '../../src/ui/modalStack';
import { CreateEventScreen } from '../../src/features/events/CreateEventScreen';
import { eventDraftProblems, type EventDraft } from '../../src/features/events/eventForm';
import ScreenQuery, { type CreateEventScreenQuery } from '../../src/features/events/__generated__/CreateEventScreenQuery.graphql';

afterEach(cleanup);

const NOW = new Date('2027-01-10T12:00:00Z');
const draft = (change: Partial<EventDraft> = {}): EventDraft => ({
  displayName: 'Otter Picnic',
  description: 'Sandwiches.',
  beginAt: '2027-01-20T12:00:00.000Z',
  endAt: '2027-01-20T16:00:00.000Z',
  timeZone: 'Europe/Berlin',
  placeId: 'p-berlin',
  address: '',
  capacity: '',
  ...change,
});
const problems = (change: Partial<EventDraft>, newBegin = true) => eventDraftProblems(draft(change), { newBegin, now: NOW });

describe('event form checks, as the server checks', () => {
  it('takes a good draft', () => {
    expect(problems({})).toEqual({});
    expect(problems({ capacity: '10', address: 'Seestraße 1' })).toEqual({});
  });

  it('refuses names too short or too long', () => {
    expect(problems({ displayName: '  ' }).displayName).toBe('Give the event a name.');
    expect(problems({ displayName: 'A' }).displayName).toBe('Event name must be at least 2 characters.');
    expect(problems({ displayName: 'x'.repeat(81) }).displayName).toBe('Event name must be at most 80 characters.');
  });

  it('refuses a description over 4,000 characters and an address over 200 or with direction marks', () => {
    expect(problems({ description: 'x'.repeat(4001) }).description).toBe('Description must be at most 4,000 characters.');
    expect(problems({ address: 'x'.repeat(201) }).address).toBe('Address must be at most 200 characters.');
    expect(problems({ address: 'Main St \u202e1' }).address).toBe(
      'Address must not contain characters that change the direction of the text.',
    );
  });

  it('refuses places that are not a whole number from 1 to 10,000', () => {
    for (const capacity of ['0', '10001', '2.5', '-1', 'ten'])
      expect(problems({ capacity }).capacity).toBe('Places must be a whole number from 1 to 10,000.');
  });

  it('refuses a begin in the past (only when the begin is set), an end before the begin and more than 14 days', () => {
    expect(problems({ beginAt: '2027-01-09T12:00:00.000Z' }).beginAt).toBe('The event must begin in the future.');
    expect(problems({ beginAt: '2027-01-09T12:00:00.000Z' }, false).beginAt).toBeUndefined();
    expect(problems({ endAt: '2027-01-20T11:00:00.000Z' }).endAt).toBe('The event must end after it begins.');
    expect(problems({ endAt: '2027-02-04T12:00:01.000Z' }).endAt).toBe('An event can last at most 14 days.');
    expect(problems({ beginAt: null, endAt: null })).toMatchObject({
      beginAt: 'Choose when the event begins.',
      endAt: 'Choose when the event ends.',
    });
  });

  it('refuses an unknown time zone and a missing place', () => {
    expect(problems({ timeZone: 'Mars/Olympus' }).timeZone).toBe('Choose a time zone from the list.');
    expect(problems({ placeId: null }).placeId).toBe('Choose the place from the list.');
  });
});

async function renderCreate(viewer: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CreateEventScreenQuery>(environment, ScreenQuery, {});
  const operation = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'Viewer:me',
          isAdult: true,
          contentOptions: { isAdOptIn: false },
          groups: {
            edges: [
              { node: { id: 'Group:mod', displayName: 'Berlin Otters', viewerRole: 'MODERATOR' } },
              { node: { id: 'Group:plain', displayName: 'Hamburg Hounds', viewerRole: 'MEMBER' } },
            ],
            pageInfo: { hasNextPage: false },
          },
          ...viewer,
        }),
      }),
    ),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <CreateEventScreen queryRef={queryRef} />
          <ModalStackHost />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  render(
    <RouterProvider router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/events/new'] }) })} />,
  );
  await screen.findByRole('heading', { name: 'Plan an event', level: 1 });
  return environment;
}

describe('create event screen', () => {
  it('shows every problem on Create event, sends nothing and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    const environment = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    const name = screen.getByRole('textbox', { name: 'Event name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the event a name.')).toBeTruthy();
    expect(screen.getByText('Choose the place from the list.')).toBeTruthy();
    expect(screen.getByText('Choose when the event begins.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("defaults the time zone to the browser's, offers only groups the member moderates, and After Dark only to adults who opted in", async () => {
    const user = userEvent.setup();
    await renderCreate();
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(screen.queryByRole('switch', { name: /After Dark event/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Hosted with a group/ }));
    expect(screen.getByRole('option', { name: 'Berlin Otters' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Hamburg Hounds' })).toBeNull();
    cleanup();
    await renderCreate({ contentOptions: { isAdOptIn: true } });
    expect(screen.getByRole('switch', { name: /After Dark event/ })).toBeTruthy();
  });

  it('checks places as typed', async () => {
    const user = userEvent.setup();
    await renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Places (optional)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Places must be a whole number from 1 to 10,000.')).toBeTruthy();
  });
});
