// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';

function message(seqId: number, profileId: string, content: string) {
  return {
    id: `message-${seqId}`,
    seqId,
    profileId,
    createdAt: new Date().toISOString(),
    deletedAt: null,
    editedAt: null,
    payload: { __typename: 'ChatMessageTextPayload', content },
    // Not a reply: the mock would otherwise make up a quoted message.
    replyTo: null,
    // No pictures (a live event's payload is taken as given, so the list must be there).
    pictures: [],
    // No reactions yet.
    reactions: [],
  };
}

/** The real ChatRoomScreen over a mock Relay environment, inside a router (its header links need one). */
async function renderRoom(messages: ReturnType<typeof message>[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: ROOM });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: ME }, featureFlags: [] }),
      ChatRoom: () => ({
        id: 'room-record',
        uuid: ROOM,
        status: 'JOINED',
        lastReadSeqId: messages.length,
        participants: [
          { id: 'p-me', lastReadSeqId: messages.length, profile: { id: ME } },
          { id: 'p-other', lastReadSeqId: 0, profile: { id: OTHER } },
        ],
        otherProfile: { uuid: 'other-uuid', displayName: 'Rusty Fox', username: 'rusty', primaryImage: null },
        messages: {
          edges: messages.map((node) => ({ cursor: String(node.seqId), node })),
          pageInfo: { hasPreviousPage: false, startCursor: '1' },
        },
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
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

const pendingOperation = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

describe('an open chat room', () => {
  it('invites the first message in an empty room, with the input focused', async () => {
    await renderRoom([]);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(await screen.findByText('Say hi!')).toBeTruthy();
    // The field takes focus in an effect, after it renders.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })));
  });

  it("names each message's actions by whose message it is and when it was sent", async () => {
    await renderRoom([message(1, OTHER, 'Hello!'), message(2, ME, 'Hi Rusty')]);
    expect(await screen.findByRole('button', { name: /^Report Rusty Fox's message sent today at / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Delete your message sent today at / })).toBeTruthy();
  });

  it('shows a send at once as Sending, clears the input and keeps it focused, then shows the stored message as Sent', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!')]);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Hi Rusty{Enter}');
    // The server has not answered yet (it does below): what shows is the pending send.
    expect(await screen.findByText('Sending')).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    // A disabled field would drop focus to the page: it stays enabled and focused while the send is pending.
    expect((input as HTMLTextAreaElement).disabled).toBe(false);
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(screen.getByRole('button', { name: /Send/ }).getAttribute('aria-disabled')).toBe('true'));

    const send = pendingOperation(environment, 'SendChatMessageMutation')!;
    expect(send.request.variables.input.message).toEqual({ content: 'Hi Rusty' });
    expect(send.request.variables.input.clientMutationId).toMatch(/.+/);
    act(() => {
      environment.mock.resolve(
        send,
        MockPayloadGenerator.generate(send, {
          ChatRoomMessage: () => message(2, ME, 'Hi Rusty'),
          ChatRoom: () => ({ id: 'room-record', lastSeqId: 2, lastReadSeqId: 2, status: 'JOINED' }),
        }),
      );
    });
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.getAllByText('Hi Rusty')).toHaveLength(1);
  });

  it('keeps a failed send with its text until the member retries it (same clientMutationId) or deletes it', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'This will fail{Enter}');
    const first = pendingOperation(environment, 'SendChatMessageMutation')!;
    act(() => environment.mock.reject(first, new Error('offline')));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(await screen.findByText('This will fail')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sending')).toBeTruthy();
    const second = pendingOperation(environment, 'SendChatMessageMutation')!;
    expect(second.request.variables.input).toEqual(first.request.variables.input);
    act(() => environment.mock.reject(second, new Error('offline')));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete unsent message' }));
    await waitFor(() => expect(screen.queryByText('This will fail')).toBeNull());
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('adds a live message once however often it arrives, and fetches what a gap in seqIds skipped', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!')]);
    const subscription = pendingOperation(environment, 'useChatRoomSubscription')!;
    const event = (node: ReturnType<typeof message>) => ({
      data: {
        chatRoom: { kind: 'MESSAGE', profileId: OTHER, message: { node: { __typename: 'ChatRoomMessage', ...node } }, readMarker: null },
      },
    });
    act(() => {
      environment.mock.nextValue(subscription, event(message(2, OTHER, 'Second')));
      environment.mock.nextValue(subscription, event(message(2, OTHER, 'Second')));
    });
    expect(await screen.findAllByText('Second')).toHaveLength(1);
    act(() => environment.mock.nextValue(subscription, event(message(5, OTHER, 'Fifth'))));
    await screen.findByText('Fifth');
    await waitFor(() =>
      expect(pendingOperation(environment, 'useChatRoomCatchUpQuery')?.request.variables).toEqual({
        roomId: ROOM,
        after: '2',
        refreshHeld: false,
      }),
    );
  });
});

describe('a chat room after its socket was down', () => {
  const snapshot = { data: { chatRoom: { kind: 'ROOM_UPDATED', profileId: OTHER, message: null, readMarker: null, reaction: null } } };

  it('shows what changed in the messages on screen meanwhile (an edit, a deletion) once it resubscribes', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!'), message(2, OTHER, 'Call me')]);
    const subscription = pendingOperation(environment, 'useChatRoomSubscription')!;
    // The first snapshot only fetches what is newer: the page just loaded holds the rest as it stands.
    act(() => environment.mock.nextValue(subscription, snapshot));
    const first = await waitFor(() => pendingOperation(environment, 'useChatRoomCatchUpQuery')!);
    expect(first.request.variables).toEqual({ roomId: ROOM, after: '2', refreshHeld: false });
    act(() =>
      environment.mock.resolve(first, {
        data: {
          chatRoom: {
            id: 'room-record',
            lastSeqId: 2,
            lastReadSeqId: 2,
            unreadCount: 0,
            participants: [],
            messages: { edges: [], pageInfo: { hasNextPage: false } },
          },
        },
      }),
    );
    await waitFor(() => expect(pendingOperation(environment, 'useChatRoomCatchUpQuery')).toBeUndefined());

    // The socket comes back: the server's snapshot again. Rusty edited one message and deleted the other meanwhile.
    act(() => environment.mock.nextValue(subscription, snapshot));
    const again = await waitFor(() => pendingOperation(environment, 'useChatRoomCatchUpQuery')!);
    expect(again.request.variables).toEqual({ roomId: ROOM, after: '2', refreshHeld: true });
    const edited = { ...message(1, OTHER, 'Hello there!'), editedAt: new Date().toISOString() };
    const deleted = { ...message(2, OTHER, ''), deletedAt: new Date().toISOString() };
    const node = (fields: object) => ({ node: { __typename: 'ChatRoomMessage', ...fields } });
    act(() =>
      environment.mock.resolve(again, {
        data: {
          chatRoom: {
            id: 'room-record',
            lastSeqId: 2,
            lastReadSeqId: 2,
            unreadCount: 0,
            participants: [],
            messages: { edges: [], pageInfo: { hasNextPage: false } },
            recent: { edges: [node(edited), node(deleted)] },
          },
        },
      }),
    );
    expect(await screen.findByText('Hello there!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Call me')).toBeNull());
    expect(screen.queryByText('Hello!')).toBeNull();
  });
});
