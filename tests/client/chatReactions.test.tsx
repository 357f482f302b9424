// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { ModalStackHost } from '../../src/ui/modalStack';
import { insertAtCursor } from '../../src/lib/insertAtCursor';
import { withViewerReaction } from '../../src/lib/reactionSummary';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';

type Reaction = { emoji: string; count: number; viewerHasReacted: boolean };

function message(seqId: number, profileId: string, content: string, reactions: Reaction[] = []) {
  return {
    id: `message-${seqId}`,
    roomId: ROOM,
    seqId,
    profileId,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    deletedAt: null,
    editedAt: null,
    payload: { __typename: 'ChatMessageTextPayload', content },
    replyTo: null,
    reactions,
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
        <LiveAnnouncer />
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

const chip = (name: string) => screen.findByRole('button', { name });

describe('reactions to chat messages', () => {
  it('shows each emoji as a chip with its count, pressed when the viewer reacted, and toggles at once', async () => {
    const environment = await renderRoom([
      message(1, OTHER, 'Guess what', [
        { emoji: '❤️', count: 2, viewerHasReacted: true },
        { emoji: '🔥', count: 1, viewerHasReacted: false },
      ]),
    ]);
    expect((await chip('Heart, 2 reactions, including you')).getAttribute('aria-pressed')).toBe('true');
    const fire = await chip('Fire, 1 reaction');
    expect(fire.getAttribute('aria-pressed')).toBe('false');

    fire.focus();
    await userEvent.keyboard('{Enter}');
    // On screen before the server answers.
    expect((await chip('Fire, 2 reactions, including you')).getAttribute('aria-pressed')).toBe('true');
    const react = pendingOperation(environment, 'ReactToChatMessageMutation')!;
    expect(react.request.variables.input).toEqual({ roomId: ROOM, seqId: 1, emoji: '🔥', reacted: true });
    // A refusal puts the chip back as it was and says why.
    act(() =>
      environment.mock.resolve(react, {
        data: null,
        errors: [
          {
            message: 'You are not allowed to message this profile.',
            locations: [],
            path: ['chatRoomMessageReact'],
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      } as never),
    );
    expect((await chip('Fire, 1 reaction')).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe('You are not allowed to message this profile.'));

    // Taking one's own reaction back: the last one of an emoji takes its chip away.
    await userEvent.click(await chip('Heart, 2 reactions, including you'));
    expect((await chip('Heart, 1 reaction')).getAttribute('aria-pressed')).toBe('false');
    const takeBack = environment.mock.getAllOperations().at(-1)!;
    expect(takeBack.request.variables.input).toEqual({ roomId: ROOM, seqId: 1, emoji: '❤️', reacted: false });
  });

  it('reacts from the message’s React menu by keyboard, the viewer’s reactions checked', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!', [{ emoji: '❤️', count: 1, viewerHasReacted: true }])]);
    (await screen.findByRole('button', { name: /^React to Rusty Fox's message sent today at / })).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['❤️Heart', '😂Laughing', '😮Surprised', '😢Sad', '👍Thumbs up', '🔥Fire']);
    expect(items[0].getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await chip('Laughing, 1 reaction, including you')).toBeTruthy();
    expect(pendingOperation(environment, 'ReactToChatMessageMutation')!.request.variables.input).toEqual({
      roomId: ROOM,
      seqId: 1,
      emoji: '😂',
      reacted: true,
    });
  });

  it('updates the chips from the other member’s reaction live and says who reacted', async () => {
    const environment = await renderRoom([message(1, ME, 'Pizza tonight?')]);
    const subscription = pendingOperation(environment, 'useChatRoomSubscription')!;
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          ChatRoomEvent: () => ({ kind: 'MESSAGE_REACTIONS', profileId: OTHER, readMarker: null, room: null }),
          ChatReactionChange: () => ({ emoji: '👍', added: true }),
          ChatRoomMessage: () => message(1, ME, 'Pizza tonight?', [{ emoji: '👍', count: 1, viewerHasReacted: false }]),
        }),
      ),
    );
    expect((await chip('Thumbs up, 1 reaction')).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toBe('Rusty Fox reacted 👍'));
  });
});

describe('the composer’s emoji picker', () => {
  it('opens a grid from the Emoji button; arrows move, Enter inserts at the cursor, focus goes back to the field', async () => {
    await renderRoom([message(1, OTHER, 'Hi')]);
    const field = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.type(field, 'See you');
    field.setSelectionRange(3, 3);
    screen.getByRole('button', { name: 'Emoji' }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('listbox', { name: 'Emoji' });
    const first = within(grid).getByRole('option', { name: 'Grinning face' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getByRole('option', { name: 'Face with tears of joy' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Emoji' })).toBeNull());
    expect(field.value).toBe('See😂 you');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.selectionStart).toBe(3 + '😂'.length);

    screen.getByRole('button', { name: 'Emoji' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox', { name: 'Emoji' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Emoji' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe('See😂 you');
  });
});

describe('reaction and insertion helpers', () => {
  it('counts the viewer in or out, keeps the list order, and drops an emoji no one holds', () => {
    const start = [{ emoji: '🔥', count: 1, viewerHasReacted: false }];
    expect(withViewerReaction(start, '❤️', true)).toEqual([
      { emoji: '❤️', count: 1, viewerHasReacted: true },
      { emoji: '🔥', count: 1, viewerHasReacted: false },
    ]);
    expect(withViewerReaction(start, '🔥', false)).toEqual(start);
    expect(withViewerReaction([{ emoji: '🔥', count: 1, viewerHasReacted: true }], '🔥', false)).toEqual([]);
  });

  it('inserts in place of a selection, or at the end of a field never focused', () => {
    expect(insertAtCursor('Hello there', 6, 11, '🦊')).toEqual({ value: 'Hello 🦊', caret: 6 + '🦊'.length });
    expect(insertAtCursor('Hi', null, null, '👋')).toEqual({ value: 'Hi👋', caret: 2 + '👋'.length });
  });
});
