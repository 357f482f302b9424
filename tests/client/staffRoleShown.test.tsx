// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { ConcreteRequest } from 'relay-runtime';
import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';
import NotificationCentreQuery from '../../src/features/notifications/__generated__/NotificationCentreQuery.graphql';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import ChatRoomScreenQuery from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';
import { useNotificationsSubscription } from '../../src/features/notifications/useNotificationsSubscription';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { ChatListPane } from '../../src/features/chat/ChatListPane';
import ChatListPaneQuery from '../../src/features/chat/__generated__/ChatListPaneQuery.graphql';

afterEach(cleanup);

const ROOM = 'c0000000-0000-4000-8000-00000000000c';
const ROOK = {
  id: 'rook',
  uuid: 'a0000000-0000-4000-8000-00000000000a',
  displayName: 'Rook',
  primaryImage: null,
  bestRole: { name: 'TEAM' },
};
const ANA = { id: 'ana', uuid: 'b0000000-0000-4000-8000-00000000000b', displayName: 'Ana', primaryImage: null, bestRole: null };

/** A screen over a mock Relay environment whose first query answers with `resolvers`, inside a router. */
async function renderScreen(
  query: ConcreteRequest,
  variables: Record<string, unknown>,
  resolvers: MockResolvers,
  screenOf: (queryRef: never) => ReactNode,
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery(environment, query, variables);
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">{screenOf(queryRef as never)}</Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

describe('a staff member’s role where their name reaches a member', () => {
  it('names staff with their role in notifications, and members by name alone', async () => {
    const notification = (id: string, kind: string, actor: typeof ROOK | typeof ANA) => ({
      cursor: id,
      node: { id, kind, count: 1, createdAt: new Date().toISOString(), isRead: false, actor, chatRoom: { id: 'room', uuid: ROOM } },
    });
    await renderScreen(
      NotificationCentreQuery,
      {},
      {
        Viewer: () => ({
          id: 'viewer',
          notificationsUnreadCount: 2,
          notifications: {
            edges: [notification('n1', 'CHAT_REQUEST', ROOK), notification('n2', 'LIKE', ANA)],
            pageInfo: { hasNextPage: false, endCursor: 'n2' },
          },
          likesReceived: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        }),
      },
      (queryRef) => <NotificationsScreen queryRef={queryRef} />,
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: /^Rook \(Snoot Team\) wants to chat/ })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /^Ana liked you/ })).toBeTruthy();
  });

  it('says in words that a chat request comes from the Snoot Team', async () => {
    await renderScreen(
      ChatRoomScreenQuery,
      { roomId: ROOM },
      {
        Viewer: () => ({ profile: { id: 'me' }, featureFlags: [] }),
        ChatRoom: () => ({
          id: 'room',
          uuid: ROOM,
          status: 'INVITED',
          otherProfile: { ...ROOK, username: null },
          messages: { edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } },
        }),
      },
      (queryRef) => <ChatRoomScreen queryRef={queryRef} />,
    );
    expect(await screen.findByText('Rook (Snoot Team) wants to chat with you.')).toBeTruthy();
  });

  it('shows the role beside a staff member’s name in the chat list, as text in the link', async () => {
    const room = (id: string, other: typeof ROOK | typeof ANA) => ({
      cursor: id,
      node: {
        id,
        uuid: `${id}-uuid`,
        title: null,
        status: 'JOINED',
        unreadCount: 0,
        lastMessageAt: null,
        otherProfile: other,
        lastMessage: null,
      },
    });
    await renderScreen(
      ChatListPaneQuery,
      {},
      {
        Viewer: () => ({
          id: 'viewer',
          chatsArchivedCount: 0,
          chatRequestsCount: 0,
          chatRooms: { edges: [room('r1', ROOK), room('r2', ANA)], pageInfo: { hasNextPage: false, endCursor: 'r2' } },
        }),
      },
      (queryRef) => <ChatListPane initialQueryRef={queryRef} />,
    );
    const list = await screen.findByRole('list', { name: 'Recent chats' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => within(link).queryByText('Snoot Team') !== null)).toEqual([true, false]);
    expect(links[0].textContent).toContain('RookSnoot Team');
  });

  it('announces a live notification from staff with their role', async () => {
    const environment = createMockEnvironment();
    function Listener() {
      useNotificationsSubscription();
      return null;
    }
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Listener />
        <LiveAnnouncer />
      </RelayEnvironmentProvider>,
    );
    const announcer = await screen.findByTestId('live-announcer');
    const live = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useNotificationsSubscription')!;
    const node = { id: 'n1', kind: 'LIKE', count: 1, createdAt: new Date().toISOString(), isRead: false, actor: ROOK, chatRoom: null };
    act(() => environment.mock.nextValue(live, { data: { notifications: { unreadCount: 1, notification: node } } }));
    await waitFor(() => expect(announcer.textContent).toBe('New notification: Rook (Snoot Team) liked you'));
  });
});
