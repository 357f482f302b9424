// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { TopNav } from '../../src/features/shell/TopNav';
import AppShellQuery, { type AppShellQuery as ShellQueryType } from '../../src/features/shell/__generated__/AppShellQuery.graphql';
import CountsQuery from '../../src/features/chat/__generated__/useChatRoomsSubscriptionCountsQuery.graphql';
import { socketConnected } from '../../src/relay/subscribe';

afterEach(cleanup);

type Environment = ReturnType<typeof createMockEnvironment>;

function Nav({ queryRef }: { queryRef: PreloadedQuery<ShellQueryType> }) {
  const { viewer } = usePreloadedQuery<ShellQueryType>(AppShellQuery, queryRef);
  return viewer ? <TopNav viewer={viewer} /> : null;
}

/** The real top bar over a mock Relay store whose viewer has `unread` unread chats. */
async function renderNav(unread: number) {
  const environment = createMockEnvironment();
  const shellRef = loadQuery<ShellQueryType>(environment, AppShellQuery, {});
  const shell = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === 'AppShellQuery')!;
  environment.mock.resolve(
    shell,
    MockPayloadGenerator.generate(shell, {
      Viewer: () => ({ id: 'viewer', isOnboarded: true, chatsUnreadCount: unread, notificationsUnreadCount: 0 }),
      Profile: () => ({ id: 'me', uuid: 'me-uuid', displayName: 'Rusty', username: null, roles: [], primaryImage: null }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <Nav queryRef={shellRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('navigation', { name: 'Main' });
  return environment;
}

const chatEvents = (environment: Environment) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useChatRoomsSubscription')!;

/** A chat list event for a room the store does not hold, carrying the viewer's counts as the server sends them. */
const message = (environment: Environment, counts: { chatsUnreadCount: number; chatRequestsCount: number }) =>
  act(() =>
    environment.mock.nextValue(chatEvents(environment), {
      data: {
        chatRooms: { kind: 'MESSAGE', roomGlobalId: 'room-1', room: null, viewer: { id: 'viewer', chatsArchivedCount: 0, ...counts } },
      },
    }),
  );

describe('chat badge', () => {
  it('updates from the event alone, with no read of the counts over HTTP', async () => {
    const environment = await renderNav(1);
    expect(await screen.findByRole('link', { name: 'Chats, 1 unread' })).toBeTruthy();

    message(environment, { chatsUnreadCount: 3, chatRequestsCount: 1 });
    expect(await screen.findByRole('link', { name: 'Chats, 3 unread' })).toBeTruthy();
    expect(environment.mock.isLoading(CountsQuery, {}, { force: true })).toBe(false);

    // Read elsewhere: the next event brings the badge down.
    message(environment, { chatsUnreadCount: 0, chatRequestsCount: 0 });
    expect((await screen.findByRole('link', { name: 'Chats' })).textContent).toBe('Chats ');
    expect(environment.mock.isLoading(CountsQuery, {}, { force: true })).toBe(false);
  });

  it('reads the counts again after a reconnect, since events sent meanwhile are not replayed', async () => {
    const environment = await renderNav(0);
    act(() => socketConnected());
    expect(environment.mock.isLoading(CountsQuery, {}, { force: true })).toBe(true);
    act(() =>
      environment.mock.resolve(CountsQuery, {
        data: { viewer: { id: 'viewer', chatsUnreadCount: 4, chatsArchivedCount: 0, chatRequestsCount: 0 } },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Chats, 4 unread' })).toBeTruthy();
  });
});
