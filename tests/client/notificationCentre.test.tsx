// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';
import NotificationCentreQuery, {
  type NotificationCentreQuery as QueryType,
} from '../../src/features/notifications/__generated__/NotificationCentreQuery.graphql';
import { ToastRegion } from '../../src/ui/Toast';

afterEach(cleanup);

const MIKA = 'a0000000-0000-4000-8000-00000000000a';
const ROOM = 'c0000000-0000-4000-8000-00000000000c';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: string, kind: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    kind,
    count: 1,
    createdAt: minutesAgo(5),
    isRead: false,
    actor: { id: `actor-${id}`, uuid: MIKA, displayName: 'Mika', primaryImage: null },
    chatRoom: kind === 'MESSAGE' || kind === 'CHAT_REQUEST' ? { id: 'room-1', uuid: ROOM } : null,
    ...fields,
  };
}

const edges = (nodes: ReturnType<typeof notification>[]) => nodes.map((node) => ({ cursor: `c-${node.id}`, node }));

/** The real /notifications screen over a mock Relay environment, inside a router (its links need one). */
async function renderCentre(
  nodes: ReturnType<typeof notification>[],
  { unread = nodes.filter((node) => !node.isRead).length, hasNextPage = false, likes = [] as Record<string, unknown>[] } = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, NotificationCentreQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({
        id: 'viewer',
        notificationsUnreadCount: unread,
        notifications: { edges: edges(nodes), pageInfo: { hasNextPage, endCursor: nodes.length ? `c-${nodes.at(-1)!.id}` : null } },
        likesReceived: {
          edges: likes.map((node, index) => ({ cursor: `l-${index}`, node })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <NotificationsScreen queryRef={queryRef} />
        </Suspense>
        <ToastRegion />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/notifications'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Notifications', level: 1 });
  return environment;
}

const operationNamed = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

// The list is in a React Aria tab panel, which can render a moment after the heading: every read waits for it.
const list = () => screen.findByRole('list', { name: 'Notifications' });
const listNow = () => screen.getByRole('list', { name: 'Notifications' });

describe('notification centre', () => {
  it('says what happened in words, who and when, marks new ones in text, and links to the profile or the room', async () => {
    await renderCentre([
      notification('n1', 'LIKE'),
      notification('n2', 'MUTUAL', { isRead: true, createdAt: minutesAgo(60 * 26) }),
      notification('n3', 'CHAT_REQUEST'),
      notification('n4', 'MESSAGE', { count: 3 }),
    ]);
    const links = within(await list()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'MMika liked you5 minutes agoNew',
      'MYou and Mika like each other1 day ago',
      'MMika wants to chat5 minutes agoNew',
      'MMika sent you 3 messages5 minutes agoNew',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/profiles/${MIKA}`,
      `/profiles/${MIKA}`,
      `/chatrooms/${ROOM}`,
      `/chatrooms/${ROOM}`,
    ]);
    expect(await screen.findByRole('tab', { name: 'All, 3 unread' })).toBeTruthy();
  });

  it('says there is nothing yet when the list is empty', async () => {
    await renderCentre([]);
    expect(
      await screen.findByText('Nothing yet. Likes, mutual likes, chat requests, messages and replies to your threads show up here.'),
    ).toBeTruthy();
  });

  it('marks a notification read as its link is followed, before the server answers', async () => {
    const environment = await renderCentre([notification('n1', 'LIKE'), notification('n2', 'LIKE', { isRead: true })]);
    expect(within(await list()).getAllByText('New')).toHaveLength(1);
    await userEvent.click(within(await list()).getAllByRole('link')[0]);
    const operation = operationNamed(environment, 'MarkNotificationReadMutation')!;
    expect(operation.request.variables).toEqual({ input: { id: 'n1' } });
    // The server never answers here: what shows is the optimistic update.
    await waitFor(() => expect(within(listNow()).queryByText('New')).toBeNull());
    expect(await screen.findByRole('tab', { name: 'All' })).toBeTruthy();
  });

  it('marks every notification read with "Mark all as read", at once', async () => {
    const environment = await renderCentre([notification('n1', 'LIKE'), notification('n2', 'MESSAGE', { count: 2 })]);
    expect(within(await list()).getAllByText('New')).toHaveLength(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(operationNamed(environment, 'MarkAllNotificationsReadMutation')).toBeTruthy();
    // The server never answers here: what shows is the optimistic update.
    await waitFor(() => expect(within(listNow()).queryAllByText('New')).toHaveLength(0));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeTruthy();
  });

  it('loads older notifications with "Show more" after the last one it has', async () => {
    const environment = await renderCentre([notification('n1', 'LIKE')], { hasNextPage: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    const page = operationNamed(environment, 'NotificationListPaginationQuery')!;
    expect(page.request.variables).toMatchObject({ cursor: 'c-n1', count: 20 });
    const older = notification('n0', 'MUTUAL', {
      isRead: true,
      actor: { id: 'actor-r', uuid: 'r', displayName: 'Rusty', primaryImage: null },
    });
    act(() =>
      environment.mock.resolve(
        page,
        MockPayloadGenerator.generate(page, {
          Viewer: () => ({ id: 'viewer', notifications: { edges: edges([older]), pageInfo: { hasNextPage: false, endCursor: 'c-n0' } } }),
        }),
      ),
    );
    expect(await within(await list()).findByText('You and Rusty like each other')).toBeTruthy();
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });

  it('lists who likes the viewer with Like Back, which shows Mutual before the server answers', async () => {
    const environment = await renderCentre([], {
      likes: [
        {
          id: 'p-mika',
          uuid: MIKA,
          displayName: 'Mika',
          relationType: 'LIKED_BY',
          canStartChat: true,
          chatPermission: { allowed: true, reason: null },
          likePermission: { allowed: true, reason: null },
          primaryImage: null,
        },
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Likes you' }));
    const likes = await screen.findByRole('list', { name: 'Members who like you' });
    expect(within(likes).getByRole('link', { name: 'Mika' }).getAttribute('href')).toBe(`/profiles/${MIKA}`);
    const likeBack = within(likes).getByRole('button', { name: 'Like Back' });
    expect(likeBack.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(likeBack.getAttribute('aria-describedby')!)?.textContent).toBe('Mika');
    await userEvent.click(likeBack);
    const like = operationNamed(environment, 'LikeProfileMutation')!;
    expect(like.request.variables).toEqual({ input: { uuid: MIKA } });
    await waitFor(() => expect(within(likes).getByRole('button', { name: 'Mutual' })).toBe(document.activeElement));
  });
});
