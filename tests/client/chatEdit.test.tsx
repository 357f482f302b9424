// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { ModalStackHost, closeAllModals } from '../../src/ui/modalStack';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(() => {
  cleanup();
  // A test may end with a dialog open; the stack is app-wide.
  closeAllModals();
});

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';

function message(seqId: number, profileId: string, content: string, minutesAgo = 1) {
  return {
    id: `message-${seqId}`,
    roomId: ROOM,
    seqId,
    profileId,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    deletedAt: null as string | null,
    editedAt: null as string | null,
    payload: { __typename: 'ChatMessageTextPayload', content: content as string | null },
    replyTo: null,
    reactions: [],
    pictures: [],
  };
}

type Environment = ReturnType<typeof createMockEnvironment>;

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
        lastSeqId: messages.length,
        participants: [
          { id: 'p-me', lastReadSeqId: messages.length, profile: { id: ME } },
          { id: 'p-other', lastReadSeqId: 0, profile: { id: OTHER } },
        ],
        otherProfile: { uuid: 'other-uuid', displayName: 'Rusty Fox', username: 'rusty', primaryImage: null },
        messages: {
          edges: messages.map((node) => ({ cursor: String(node.seqId), node })),
          pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: '1' },
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
        <ModalStackHost />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

const pendingOperation = (environment: Environment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

const editButton = () => screen.findByRole('button', { name: /^Edit your message sent today at / });

describe('editing and deleting one’s own chat message', () => {
  it('edits by keyboard: Escape cancels, Save shows the new text at once marked edited, a refusal brings the old text back', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!'), message(2, ME, 'Helo Rusty')]);
    (await editButton()).focus();
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Edit message' });
    expect((field as HTMLTextAreaElement).value).toBe('Helo Rusty');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Edit your message/ })));
    expect(pendingOperation(environment, 'EditChatMessageMutation')).toBeUndefined();

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Hello Rusty{Enter}');
    // Shown before the server answers.
    expect(await screen.findByText('Hello Rusty')).toBeTruthy();
    expect(screen.getByText('edited')).toBeTruthy();
    const edit = pendingOperation(environment, 'EditChatMessageMutation')!;
    expect(edit.request.variables.input).toEqual({ roomId: ROOM, seqId: 2, message: { content: 'Hello Rusty' } });

    act(() =>
      environment.mock.resolve(edit, {
        data: null,
        errors: [
          { message: 'A message can only be edited within 15 minutes of sending it.', locations: [], path: ['chatRoomMessageEdit'] },
        ],
      } as never),
    );
    expect(await screen.findByText('Helo Rusty')).toBeTruthy();
    expect(screen.queryByText('edited')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    expect(within(dialog).getByRole('alert').textContent).toBe('A message can only be edited within 15 minutes of sending it.');
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Hello Rusty');
  });

  it('offers Edit only on the viewer’s own text within 15 minutes of sending it', async () => {
    await renderRoom([message(1, OTHER, 'Hello!'), message(2, ME, 'Long ago', 16), message(3, ME, 'Just now')]);
    await screen.findByText('Just now');
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Edit your message/ })).toBeTruthy();
  });

  it('shows the other member’s edit live, marked edited', async () => {
    const environment = await renderRoom([message(1, OTHER, 'See you at 3')]);
    const subscription = pendingOperation(environment, 'useChatRoomSubscription')!;
    const edited = { ...message(1, OTHER, 'See you at 4'), editedAt: new Date().toISOString() };
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          ChatRoomEvent: () => ({ kind: 'MESSAGE_EDITED', profileId: OTHER, readMarker: null, room: null }),
          ChatRoomMessage: () => edited,
        }),
      ),
    );
    expect(await screen.findByText('See you at 4')).toBeTruthy();
    expect(screen.queryByText('See you at 3')).toBeNull();
    expect(screen.getByText('edited').closest('[title]')?.getAttribute('title')).toMatch(/^Edited today at /);
  });

  it('asks before deleting: Cancel keeps the message, Delete removes it at once', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!'), message(2, ME, 'Oops')]);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete your message/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    // Cancel has the focus, so Enter changes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(pendingOperation(environment, 'DeleteChatMessageMutation')).toBeUndefined();
    expect(screen.getByText('Oops')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Delete your message/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('[deleted]')).toBeTruthy();
    expect(screen.queryByText('Oops')).toBeNull();
    expect(pendingOperation(environment, 'DeleteChatMessageMutation')!.request.variables.input).toEqual({ roomId: ROOM, seqId: 2 });
  });
});
