// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChatListPane } from '../../src/features/chat/ChatListPane';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { ModalStackHost } from '../../src/ui/modalStack';
import ChatListPaneQuery from '../../src/features/chat/__generated__/ChatListPaneQuery.graphql';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);

type Environment = ReturnType<typeof createMockEnvironment>;

function renderInRouter(environment: Environment, children: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">{children}</Suspense>
        <ModalStackHost />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

const operationNamed = (environment: Environment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

async function answer(environment: Environment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await waitFor(() => expect(operationNamed(environment, name)).toBeTruthy());
  const operation = operationNamed(environment, name)!;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation.request.variables;
}

const listRoom = (id: string, displayName: string) => ({
  cursor: id,
  node: {
    id,
    uuid: `${id}-uuid`,
    title: null,
    status: 'JOINED',
    unreadCount: 1,
    lastMessageAt: null,
    lastMessage: null,
    otherProfile: { displayName, bestRole: null, primaryImage: null },
  },
});

describe('the chat list’s search and unread filter', () => {
  it('asks the server for rooms by name and for unread ones, and says so when there are none', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery(environment, ChatListPaneQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'viewer',
          chatsArchivedCount: 0,
          chatRequestsCount: 0,
          chatRooms: { edges: [listRoom('fox', 'Rusty Fox'), listRoom('wolf', 'Grey Wolf')], pageInfo: { hasNextPage: false } },
        }),
      }),
    );
    renderInRouter(environment, <ChatListPane initialQueryRef={queryRef as never} />);
    const field = await screen.findByRole('searchbox', { name: 'Search chats' });
    await userEvent.type(field, 'rusty{Enter}');
    const byName = await answer(environment, 'ChatRoomListPaginationQuery', {
      Viewer: () => ({ id: 'viewer', chatRooms: { edges: [listRoom('fox', 'Rusty Fox')], pageInfo: { hasNextPage: false } } }),
    });
    expect(byName).toMatchObject({ filter: 'RECENT', search: 'rusty', unreadOnly: null });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent chats' })).getAllByRole('link')).toHaveLength(1));

    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    const unread = await answer(environment, 'ChatRoomListPaginationQuery', {
      Viewer: () => ({ id: 'viewer', chatRooms: { edges: [], pageInfo: { hasNextPage: false } } }),
    });
    expect(unread).toMatchObject({ filter: 'RECENT', search: 'rusty', unreadOnly: true });
    expect(await screen.findByText('No unread chats with anyone called “rusty”.')).toBeTruthy();
  });
});

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';

function message(seqId: number, profileId: string, content: string) {
  return {
    id: `message-${seqId}`,
    seqId,
    profileId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, seqId)).toISOString(),
    deletedAt: null,
    editedAt: null,
    replyTo: null,
    reactions: [],
    payload: { __typename: 'ChatMessageTextPayload', content },
  };
}

async function renderRoom() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: ROOM });
  const latest = [message(99, OTHER, 'See you soon'), message(100, ME, 'Bye!')];
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: ME }, featureFlags: [] }),
      ChatRoom: () => ({
        id: 'room-record',
        uuid: ROOM,
        status: 'JOINED',
        lastReadSeqId: 100,
        lastSeqId: 100,
        lastMessage: null,
        participants: [
          { id: 'p-me', lastReadSeqId: 100, profile: { id: ME } },
          { id: 'p-other', lastReadSeqId: 100, profile: { id: OTHER } },
        ],
        otherProfile: { uuid: 'other-uuid', displayName: 'Rusty Fox', username: null, primaryImage: null },
        messages: { edges: latest.map((node) => ({ cursor: String(node.seqId), node })), pageInfo: { hasPreviousPage: true } },
      }),
    }),
  );
  renderInRouter(environment, <ChatRoomScreen queryRef={queryRef} />);
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

describe('search in a chat', () => {
  it('finds messages, and a chosen one shows in its place, focused, with the way back to the latest', async () => {
    const environment = await renderRoom();
    await userEvent.click(screen.getByRole('button', { name: 'Search in this chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search in this chat' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search messages' }), 'pancakes{Enter}');
    const searched = await answer(environment, 'ChatRoomSearchDialogQuery', {
      ChatRoom: () => ({
        id: 'room-record',
        messageSearch: {
          edges: [
            {
              cursor: '42',
              snippet: '…we had pancakes for breakfast…',
              node: message(42, OTHER, 'Long ago we had pancakes for breakfast'),
            },
          ],
          pageInfo: { hasNextPage: false },
        },
      }),
    });
    expect(searched).toEqual({ roomId: ROOM, query: 'pancakes' });
    const result = await within(dialog).findByRole('button', { name: /we had pancakes for breakfast/ });
    await userEvent.click(result);

    // The page around it: twenty messages either side.
    const around = await answer(environment, 'ChatMessageContextQuery', {
      ChatRoom: () => ({
        id: 'room-record',
        messages: {
          edges: [41, 42, 43].map((seqId) => ({
            cursor: String(seqId),
            node: message(seqId, seqId === 42 ? OTHER : ME, seqId === 42 ? 'Long ago we had pancakes for breakfast' : `Message ${seqId}`),
          })),
        },
      }),
    });
    expect(around).toEqual({ roomId: ROOM, after: '21', first: 41 });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-seq-id')).toBe('42'));
    expect(document.activeElement?.textContent).toContain('Long ago we had pancakes for breakfast');
    expect(screen.getByTestId('chat-history').hidden).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Back to the latest messages' }));
    await waitFor(() => expect(screen.getByTestId('chat-history').hidden).toBe(false));
    expect(screen.queryByText('Long ago we had pancakes for breakfast')).toBeNull();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  });

  it('says so when nothing holds the words', async () => {
    const environment = await renderRoom();
    await userEvent.click(screen.getByRole('button', { name: 'Search in this chat' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search messages' }), 'unicorn{Enter}');
    await answer(environment, 'ChatRoomSearchDialogQuery', {
      ChatRoom: () => ({ id: 'room-record', messageSearch: { edges: [], pageInfo: { hasNextPage: false } } }),
    });
    expect(await screen.findByText('No messages with “unicorn”.')).toBeTruthy();
  });
});
