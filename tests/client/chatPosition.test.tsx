// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';
type Environment = ReturnType<typeof createMockEnvironment>;

function message(seqId: number, profileId: string, content = `Message ${seqId}`) {
  return {
    id: `message-${seqId}`,
    seqId,
    profileId,
    createdAt: new Date().toISOString(),
    deletedAt: null,
    editedAt: null,
    replyTo: null,
    reactions: [],
    pictures: [],
    payload: { __typename: 'ChatMessageTextPayload', content },
  };
}

/**
 * jsdom lays nothing out: the history gets a height (2000 px of messages in a 400 px view) and a scroll position
 * that scripts and the "member" below can set, and the unread divider sits 900 px down.
 */
const HISTORY = { scrollHeight: 2000, clientHeight: 400, dividerTop: 900 };
const scrollTops = new WeakMap<Element, number>();
const isHistory = (element: Element) => element.getAttribute('data-testid') === 'chat-history';
function layOut() {
  const bottom = HISTORY.scrollHeight - HISTORY.clientHeight;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isHistory(this) ? HISTORY.scrollHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isHistory(this) ? HISTORY.clientHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-unread-divider') ? HISTORY.dividerTop : 0;
  });
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrollTops.set(this, Math.max(0, Math.min(value, isHistory(this) ? bottom : 0)));
    },
  });
}

beforeEach(layOut);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The member scrolls the history to `top` (a scroll event follows, as in a browser). */
function scrollTo(top: number) {
  const history = screen.getByTestId('chat-history');
  history.scrollTop = top;
  fireEvent.scroll(history);
}

async function renderRoom(messages: ReturnType<typeof message>[], lastReadSeqId: number) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: ROOM });
  const lastSeqId = messages.at(-1)?.seqId ?? 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: ME }, featureFlags: [] }),
      ChatRoom: () => ({
        id: 'room-record',
        uuid: ROOM,
        status: 'JOINED',
        lastReadSeqId,
        lastSeqId,
        lastMessage: messages.at(-1) ?? null,
        participants: [
          { id: 'p-me', lastReadSeqId, profile: { id: ME } },
          { id: 'p-other', lastReadSeqId: lastSeqId, profile: { id: OTHER } },
        ],
        otherProfile: { uuid: 'other-uuid', displayName: 'Rusty Fox', username: 'rusty', primaryImage: null },
        messages: {
          edges: messages.map((node) => ({ cursor: String(node.seqId), node })),
          pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: '1', endCursor: String(lastSeqId) },
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
        <LiveAnnouncer />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

const operations = (environment: Environment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

function arrive(environment: Environment, node: ReturnType<typeof message>) {
  const subscription = operations(environment, 'useChatRoomSubscription')[0];
  act(() =>
    environment.mock.nextValue(subscription, {
      data: {
        chatRoom: { kind: 'MESSAGE', profileId: OTHER, message: { node: { __typename: 'ChatRoomMessage', ...node } }, readMarker: null },
      },
    }),
  );
}

const newMessagesButton = () => screen.queryByRole('button', { name: /new messages?$/ });

describe('a room with unread messages', () => {
  it('asks for the page at the first unread message and opens there, under an "Unread messages" divider', async () => {
    const environment = await renderRoom([message(1, OTHER), message(2, ME), message(3, OTHER), message(4, OTHER), message(5, OTHER)], 3);
    expect(JSON.stringify(ChatRoomScreenQuery.operation)).toContain('messages(atFirstUnread:true,last:50)');

    const divider = screen.getByText('Unread messages');
    // Between the last read message and the first unread one, though both are Rusty's in one group.
    const texts = [...document.querySelectorAll('[data-testid="chat-history"] li')].map((item) => item.textContent ?? '');
    const group = texts.find((text) => text.includes('Message 3'))!;
    expect(group.indexOf('Message 3')).toBeLessThan(group.indexOf('Unread messages'));
    expect(group.indexOf('Unread messages')).toBeLessThan(group.indexOf('Message 4'));
    expect(divider).toBeTruthy();
    expect(screen.getByTestId('chat-history').scrollTop).toBe(HISTORY.dividerTop - 8);

    // Not read yet: the member has not reached the newest message. The unread ones below are offered.
    expect(operations(environment, 'UpdateChatReadMarkerMutation')).toHaveLength(0);
    expect(newMessagesButton()?.textContent).toContain('2 new messages');

    scrollTo(HISTORY.scrollHeight);
    await waitFor(() => expect(operations(environment, 'UpdateChatReadMarkerMutation')).toHaveLength(1));
    expect(operations(environment, 'UpdateChatReadMarkerMutation')[0].request.variables.input).toEqual({ roomId: ROOM, seqId: 5 });
    expect(newMessagesButton()).toBeNull();
    // The divider stays where the member stopped reading.
    expect(screen.getByText('Unread messages')).toBeTruthy();
  });

  it('opens a room with nothing unread at the bottom, with no divider', async () => {
    const environment = await renderRoom([message(1, OTHER), message(2, OTHER)], 2);
    expect(screen.queryByText('Unread messages')).toBeNull();
    expect(screen.getByTestId('chat-history').scrollTop).toBe(HISTORY.scrollHeight - HISTORY.clientHeight);
    expect(operations(environment, 'UpdateChatReadMarkerMutation')).toHaveLength(0);
    expect(newMessagesButton()).toBeNull();
  });
});

describe('the "New messages" button', () => {
  it('shows only while the member reads further up, counts what came, and takes them down by keyboard', async () => {
    const environment = await renderRoom([message(1, OTHER), message(2, ME)], 2);
    // At the bottom a new message is followed, not offered.
    arrive(environment, message(3, OTHER));
    await screen.findByText('Message 3');
    expect(newMessagesButton()).toBeNull();

    scrollTo(0);
    arrive(environment, message(4, OTHER));
    const button = await screen.findByRole('button', { name: /1 new message$/ });
    expect(screen.getByTestId('live-announcer').textContent).toBe('1 new message below');
    arrive(environment, message(5, OTHER));
    await screen.findByRole('button', { name: /2 new messages$/ });
    // Said once for the burst: the room's log reads each message itself.
    expect(screen.getByTestId('live-announcer').textContent).toBe('1 new message below');
    expect(button).toBeTruthy();

    screen.getByRole('button', { name: /2 new messages$/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('chat-history').scrollTop).toBe(HISTORY.scrollHeight - HISTORY.clientHeight);
    await waitFor(() => expect(newMessagesButton()).toBeNull());
    // Focus goes on to the message field, never to the page.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('follows an IntersectionObserver where there is one: the marker after the last message says where the member is', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const environment = await renderRoom([message(1, OTHER), message(2, ME)], 2);
    const observer = observers.at(-1)!;
    expect(observer.options?.root).toBe(screen.getByTestId('chat-history'));
    const seeEnd = (isIntersecting: boolean) =>
      act(() => observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

    seeEnd(false);
    arrive(environment, message(3, OTHER));
    expect(await screen.findByRole('button', { name: /1 new message$/ })).toBeTruthy();
    seeEnd(true);
    await waitFor(() => expect(newMessagesButton()).toBeNull());
    // Back up again: only what arrives from now on counts.
    seeEnd(false);
    arrive(environment, message(4, OTHER));
    expect(await screen.findByRole('button', { name: /1 new message$/ })).toBeTruthy();
  });
});
