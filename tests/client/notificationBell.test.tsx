// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { TopNav } from '../../src/features/shell/TopNav';
import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import AppShellQuery, { type AppShellQuery as ShellQueryType } from '../../src/features/shell/__generated__/AppShellQuery.graphql';
import CountQuery from '../../src/features/notifications/__generated__/useNotificationsSubscriptionCountQuery.graphql';
import { socketConnected } from '../../src/relay/subscribe';
import NotificationCentreQuery, {
  type NotificationCentreQuery as CentreQueryType,
} from '../../src/features/notifications/__generated__/NotificationCentreQuery.graphql';

afterEach(() => {
  cleanup();
  document.title = '';
});

const MIKA = 'a0000000-0000-4000-8000-00000000000a';

function notification(id: string, kind: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    kind,
    count: 1,
    createdAt: new Date(Date.now() - 120_000).toISOString(),
    isRead: false,
    actor: { id: 'actor-mika', uuid: MIKA, displayName: 'Mika', primaryImage: null },
    chatRoom: null,
    ...fields,
  };
}

type Environment = ReturnType<typeof createMockEnvironment>;

/** Answers the pending query named `name` with this viewer. */
function resolveViewer(environment: Environment, name: string, viewer: Record<string, unknown>) {
  const operation = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === name)!;
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ id: 'viewer', isOnboarded: true, chatsUnreadCount: 0, ...viewer }),
      // The viewer's own profile (the nav's account block); the notifications name their actors themselves.
      ...(name === 'AppShellQuery' && {
        Profile: () => ({ id: 'me', uuid: 'me-uuid', displayName: 'Rusty', username: null, roles: [], primaryImage: null }),
      }),
    }),
  );
}

function Nav({ queryRef }: { queryRef: PreloadedQuery<ShellQueryType> }) {
  const { viewer } = usePreloadedQuery<ShellQueryType>(AppShellQuery, queryRef);
  return viewer ? <TopNav viewer={viewer} /> : null;
}

/** The real top bar (and, when asked, the /notifications screen) over one mock Relay store, in a router. */
async function renderNav(unread: number, { withCentre = false, nodes = [] as ReturnType<typeof notification>[] } = {}) {
  const environment = createMockEnvironment();
  const shellRef = loadQuery<ShellQueryType>(environment, AppShellQuery, {});
  resolveViewer(environment, 'AppShellQuery', { notificationsUnreadCount: unread });
  let centreRef: PreloadedQuery<CentreQueryType> | null = null;
  if (withCentre) {
    centreRef = loadQuery<CentreQueryType>(environment, NotificationCentreQuery, {});
    resolveViewer(environment, 'NotificationCentreQuery', {
      notificationsUnreadCount: unread,
      notifications: { edges: nodes.map((node) => ({ cursor: `c-${node.id}`, node })), pageInfo: { hasNextPage: false, endCursor: null } },
    });
  }
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <Nav queryRef={shellRef} />
          {centreRef && <NotificationsScreen queryRef={centreRef} />}
        </Suspense>
        <LiveAnnouncer />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('navigation', { name: 'Main' });
  return environment;
}

// The bell and the document title follow the store a render (or an effect) after the nav appears: reads wait.
const bellButton = (name: string) => screen.findByRole('button', { name });
const titleIs = (title: string | RegExp) =>
  waitFor(() => (typeof title === 'string' ? expect(document.title).toBe(title) : expect(document.title).toMatch(title)));
const subscription = (environment: Environment) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useNotificationsSubscription')!;
const send = (environment: Environment, unreadCount: number, node: ReturnType<typeof notification>) =>
  act(() => environment.mock.nextValue(subscription(environment), { data: { notifications: { unreadCount, notification: node } } }));

describe('notification bell', () => {
  it('names and shows the unread count, and the document title starts with it', async () => {
    await renderNav(3);
    const bell = await bellButton('Notifications, 3 unread');
    expect(bell.textContent).toBe('3');
    await titleIs('(3) Snoot');
    expect((await screen.findByRole('link', { name: 'Notifications, 3 unread' })).getAttribute('href')).toBe('/notifications');
  });

  it('shows no count and a plain title when nothing is unread', async () => {
    await renderNav(0);
    expect((await bellButton('Notifications')).textContent).toBe('');
    await titleIs('Snoot');
  });

  it('takes each live notification: count, title, a polite announcement, and the top of the list, once', async () => {
    const environment = await renderNav(1, { withCentre: true, nodes: [notification('n2', 'LIKE'), notification('n1', 'MESSAGE')] });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await titleIs('(1) Notifications · Snoot');
    const announcer = await screen.findByTestId('live-announcer');
    const linkTexts = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);

    send(environment, 2, notification('n3', 'MUTUAL'));
    expect(await bellButton('Notifications, 2 unread')).toBeTruthy();
    await titleIs('(2) Notifications · Snoot');
    await waitFor(() => expect(announcer.textContent).toBe('New notification: You and Mika like each other'));
    await waitFor(() => expect(linkTexts()[0]).toContain('You and Mika like each other'));

    // A room's notification counting up again comes back to the top, not twice.
    send(environment, 2, notification('n1', 'MESSAGE', { count: 4 }));
    await waitFor(() => expect(linkTexts()[0]).toContain('Mika sent you 4 messages'));
    expect(linkTexts()).toHaveLength(3);
    await waitFor(() => expect(announcer.textContent).toBe('New notification: Mika sent you 4 messages'));

    // One read elsewhere: the count falls, and nothing is said.
    send(environment, 1, notification('n3', 'MUTUAL', { isRead: true }));
    expect(await bellButton('Notifications, 1 unread')).toBeTruthy();
    expect(announcer.textContent).toBe('New notification: Mika sent you 4 messages');
  });

  it('keeps a live count that overtakes the count read again after a reconnect, and takes the read when none does', async () => {
    const environment = await renderNav(1);
    act(() => socketConnected());
    expect(environment.mock.isLoading(CountQuery, {}, { force: true })).toBe(true);
    // The read left before the notification was made; its answer arrives after the event that counted it.
    send(environment, 2, notification('n3', 'LIKE'));
    act(() => environment.mock.resolve(CountQuery, { data: { viewer: { id: 'viewer', notificationsUnreadCount: 1 } } }));
    expect(await bellButton('Notifications, 2 unread')).toBeTruthy();
    await titleIs(/^\(2\) /);

    // Events missed while the socket was down show in the next read.
    act(() => socketConnected());
    act(() => environment.mock.resolve(CountQuery, { data: { viewer: { id: 'viewer', notificationsUnreadCount: 5 } } }));
    expect(await bellButton('Notifications, 5 unread')).toBeTruthy();
  });

  it('opens the centre in a popover that loads on opening; Escape closes it and focus returns to the bell', async () => {
    const environment = await renderNav(1);
    const bell = await bellButton('Notifications, 1 unread');
    await userEvent.click(bell);
    // The popover's code loads on the press, and its query starts then.
    await waitFor(() =>
      expect(
        environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'NotificationCentreQuery'),
      ).toBe(true),
    );
    act(() =>
      resolveViewer(environment, 'NotificationCentreQuery', {
        notificationsUnreadCount: 1,
        notifications: { edges: [{ cursor: 'c-n1', node: notification('n1', 'LIKE') }], pageInfo: { hasNextPage: false, endCursor: null } },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    // The list is in a React Aria tab panel, which can render a moment after the heading.
    expect(await within(dialog).findByRole('link', { name: /^Mika liked you/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    // React Aria closes the popover and restores focus in the next frame.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('keeps a failed load inside the popover, says so, and asks again on Retry', async () => {
    const environment = await renderNav(1);
    await userEvent.click(await bellButton('Notifications, 1 unread'));
    const pendingCentre = () =>
      environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'NotificationCentreQuery');
    await waitFor(() => expect(pendingCentre()).toBeTruthy());
    act(() => environment.mock.reject(pendingCentre()!, new Error("Snoot can't reach its database right now.")));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain("We couldn't load your notifications.");
    // The rest of the app is still there, behind the open popover.
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pendingCentre()).toBeTruthy());
    act(() =>
      resolveViewer(environment, 'NotificationCentreQuery', {
        notificationsUnreadCount: 1,
        notifications: { edges: [{ cursor: 'c-n1', node: notification('n1', 'LIKE') }], pageInfo: { hasNextPage: false, endCursor: null } },
      }),
    );
    expect(await within(dialog).findByRole('link', { name: /^Mika liked you/ })).toBeTruthy();
  });
});
