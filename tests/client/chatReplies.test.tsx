// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
// jsdom lays nothing out; going to a quoted message scrolls it into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';

interface Message {
  id: string;
  seqId: number;
  profileId: string;
  createdAt: string;
  deletedAt: string | null;
  profile: { displayName: string };
  payload: { __typename: string; content: string | null };
  replyTo: Message | null;
  editedAt: null;
  reactions: [];
  pictures: [];
}

function message(seqId: number, profileId: string, content: string | null, replyTo: Message | null = null): Message {
  return {
    id: `message-${seqId}`,
    seqId,
    profileId,
    createdAt: new Date().toISOString(),
    deletedAt: content === null ? new Date().toISOString() : null,
    profile: { displayName: profileId === ME ? 'Me' : 'Rusty Fox' },
    payload: { __typename: 'ChatMessageTextPayload', content },
    replyTo,
    // Neither edited nor reacted to, nor with pictures: the mock would otherwise make them up.
    editedAt: null,
    reactions: [],
    pictures: [],
  };
}

async function renderRoom(messages: Message[], hasOlder = false) {
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
          pageInfo: {
            hasPreviousPage: hasOlder,
            hasNextPage: false,
            startCursor: String(messages[0]?.seqId ?? 0),
            endCursor: String(messages.at(-1)?.seqId ?? 0),
          },
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

describe('replies in a chat room', () => {
  it('quotes the message in a bar above the field, sends its id and shows the quote on the pending message at once', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Want to meet at the park?\nBring snacks')]);
    await userEvent.click(await screen.findByRole('button', { name: /^Reply to Rusty Fox's message sent today at / }));
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(document.activeElement).toBe(input);
    const bar = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(bar.textContent).toBe('Replying to Rusty Fox: Want to meet at the park?…');

    await userEvent.type(input, 'Yes!{Enter}');
    const send = pendingOperation(environment, 'SendChatMessageMutation')!;
    expect(send.request.variables.input).toMatchObject({ message: { content: 'Yes!' }, replyToId: 'message-1' });
    // The bar is gone and the pending bubble quotes what it answers before the server has said anything.
    expect(screen.queryByRole('button', { name: 'Cancel reply' })).toBeNull();
    const pending = await screen.findByText('Yes!');
    expect(pending.textContent).toContain('In reply to Rusty Fox: Want to meet at the park?…');
  });

  it('drops the quote with Cancel or Escape, leaving focus and the text in the field', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!')]);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const reply = await screen.findByRole('button', { name: /^Reply to Rusty Fox's message/ });
    await userEvent.click(reply);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText(/Replying to/)).toBeNull();
    expect(document.activeElement).toBe(input);

    await userEvent.click(reply);
    await userEvent.type(input, 'Never mind');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/Replying to/)).toBeNull();
    expect(document.activeElement).toBe(input);
    expect((input as HTMLTextAreaElement).value).toBe('Never mind');
    await userEvent.keyboard('{Enter}');
    expect(pendingOperation(environment, 'SendChatMessageMutation')!.request.variables.input.replyToId).toBeUndefined();
  });

  it('shows a stored reply with its quote, which goes to the original and focuses it', async () => {
    const original = message(1, OTHER, 'Want to meet at the park?');
    await renderRoom([original, message(2, ME, 'Yes!', original)]);
    const quote = await screen.findByRole('button', { name: 'In reply to Rusty Fox: Want to meet at the park?' });
    await userEvent.click(quote);
    await waitFor(() => expect(document.activeElement?.id).toBe('chat-message-message-1'));
    expect(document.activeElement?.textContent).toContain('Want to meet at the park?');
  });

  it('loads older history to reach an original that is not on the page yet, then focuses it', async () => {
    const original = message(1, OTHER, 'Want to meet at the park?');
    const environment = await renderRoom([message(5, OTHER, 'Hello?'), message(6, ME, 'Yes!', original)], true);
    await userEvent.click(await screen.findByRole('button', { name: 'In reply to Rusty Fox: Want to meet at the park?' }));
    const older = await waitFor(() => pendingOperation(environment, 'ChatRoomViewPaginationQuery')!);
    expect(older.request.variables).toMatchObject({ cursor: '5' });
    act(() =>
      environment.mock.resolve(
        older,
        MockPayloadGenerator.generate(older, {
          ChatRoom: () => ({
            id: 'room-record',
            messages: {
              edges: [original, message(2, ME, 'Hmm'), message(3, OTHER, 'Well?'), message(4, ME, 'Thinking')].map((node) => ({
                cursor: String(node.seqId),
                node,
              })),
              pageInfo: { hasPreviousPage: false, hasNextPage: true, startCursor: '1', endCursor: '4' },
            },
          }),
        }),
      ),
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('chat-message-message-1'));
  });

  it('says a deleted original was deleted and never shows its old text', async () => {
    const deleted = { ...message(1, OTHER, null), payload: { __typename: 'ChatMessageTextPayload', content: null } };
    await renderRoom([deleted, message(2, ME, 'What did you say?', deleted)]);
    expect(await screen.findByText('Original message deleted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^In reply to/ })).toBeNull();
  });
});
