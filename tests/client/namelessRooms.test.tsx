// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { ChatListPane } from '../../src/features/chat/ChatListPane';
import ChatListPaneQuery from '../../src/features/chat/__generated__/ChatListPaneQuery.graphql';
import { roomMember } from '../../src/lib/hiddenMember';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);

/** An open private room whose other member the server sent as `otherProfile` (nameless, or none at all). */
async function renderRoom(otherProfile: { uuid: string; displayName: string; username: null; primaryImage: null } | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: 'me' }, featureFlags: [] }),
      ChatRoom: () => ({
        id: 'room-record',
        title: null,
        status: 'JOINED',
        otherProfile,
        lastMessage: null,
        messages: { edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } },
      }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <ChatRoomScreen queryRef={queryRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 2 });
}

describe('a room whose other member has no name for the viewer', () => {
  it('says a private profile in member words, with no link or picture, and keeps Report and Block', async () => {
    await renderRoom({ uuid: 'hidden-uuid', displayName: '', username: null, primaryImage: null });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('Chat with Private profile');
    expect(heading.textContent).toContain('This member limits who can see their profile');
    expect(heading.querySelector('a')).toBeNull();
    // They may still be writing: the viewer can report or block them without learning who they are.
    expect(screen.getByRole('button', { name: /actions for Private profile/ })).toBeTruthy();
    expect(document.title).toContain('Chat with Private profile');
    // The server refuses a send to them: no field to write in, no request to accept, and the way out in words.
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.getByText("You can't reply in this chat. You can leave it or remove it from your chat list.")).toBeTruthy();
  });

  it('says an account that is gone in SPEC’s words', async () => {
    await renderRoom(null);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('Account not available');
    expect(heading.textContent).toContain('This user may have deleted their account or been banned.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /actions for/ })).toBeNull();
  });

  it('keeps a named member named, with their actions', async () => {
    await renderRoom({ uuid: 'fox-uuid', displayName: 'Rusty Fox', username: null, primaryImage: null });
    expect(screen.getByRole('link', { name: /Rusty Fox/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /actions for Rusty Fox/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});

describe('roomMember', () => {
  it('tells a named member, a private profile, a gone account and a room of its own apart', () => {
    expect(roomMember({ displayName: 'Rusty Fox' }, null)).toEqual({ state: 'shown', name: 'Rusty Fox' });
    expect(roomMember({ displayName: ' ' }, null)).toEqual({
      state: 'private',
      name: 'Private profile',
      note: 'This member limits who can see their profile',
    });
    expect(roomMember(null, null)).toMatchObject({ state: 'unavailable', name: 'Account not available' });
    expect(roomMember(null, 'Con planning')).toEqual({ state: 'room', name: 'Con planning' });
  });
});

describe('the chat list', () => {
  const room = (id: string, otherProfile: { displayName: string; bestRole: null; primaryImage: null } | null) => ({
    cursor: id,
    node: { id, uuid: `${id}-uuid`, title: null, status: 'JOINED', unreadCount: 2, lastMessageAt: null, otherProfile, lastMessage: null },
  });

  it('says why a room names nobody, counts nothing for it and offers only Leave and Remove', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery(environment, ChatListPaneQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'viewer',
          chatsArchivedCount: 0,
          chatRequestsCount: 0,
          chatRooms: {
            edges: [
              room('fox', { displayName: 'Rusty Fox', bestRole: null, primaryImage: null }),
              room('private', { displayName: '', bestRole: null, primaryImage: null }),
              room('gone', null),
            ],
            pageInfo: { hasNextPage: false, endCursor: 'gone' },
          },
        }),
      }),
    );
    const rootRoute = createRootRoute({
      component: () => (
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="Loading">
            <ChatListPane initialQueryRef={queryRef as never} />
          </Suspense>
        </RelayEnvironmentProvider>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    const links = within(await screen.findByRole('list', { name: 'Recent chats' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Rusty Fox'),
      expect.stringContaining('Private profileThis member limits who can see their profile'),
      expect.stringContaining('Account not availableThis user may have deleted their account or been banned.'),
    ]);
    expect(links.map((link) => within(link).queryByLabelText('2 unread') !== null)).toEqual([true, false, false]);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for the chat with Private profile' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Leave chat…', 'Remove chat…']);
  });
});
