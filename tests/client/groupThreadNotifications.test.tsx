// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';
import NotificationCentreQuery, {
  type NotificationCentreQuery as QueryType,
} from '../../src/features/notifications/__generated__/NotificationCentreQuery.graphql';
import { notificationText } from '../../src/lib/notificationText';

afterEach(cleanup);

const GROUP = 'b0000000-0000-4000-8000-00000000000b';
const THREAD = 'd0000000-0000-4000-8000-00000000000d';
const MIKA = 'a0000000-0000-4000-8000-00000000000a';

describe('a reply to my thread in the notification centre', () => {
  it('says who replied to which thread', () => {
    expect(notificationText('GROUP_REPLY', 'Mika', 1, 'Saturday meet?')).toBe('Mika replied to your thread “Saturday meet?”');
    expect(notificationText('GROUP_REPLY', 'Mika', 3, 'Saturday meet?')).toBe(
      '3 new replies to your thread “Saturday meet?”, the latest from Mika',
    );
    expect(notificationText('GROUP_REPLY', '', 1, 'Saturday meet?')).toBe('Private profile replied to your thread “Saturday meet?”');
  });

  it('links to the thread in its group', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<QueryType>(environment, NotificationCentreQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'viewer',
          notificationsUnreadCount: 1,
          notifications: {
            edges: [
              {
                cursor: 'c-1',
                node: {
                  id: 'n-1',
                  kind: 'GROUP_REPLY',
                  count: 1,
                  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
                  isRead: false,
                  actor: { id: 'actor', uuid: MIKA, displayName: 'Mika', bestRole: null, primaryImage: null },
                  chatRoom: null,
                  groupThread: { id: 'thread', uuid: THREAD, title: 'Saturday meet?', group: { id: 'group', uuid: GROUP } },
                },
              },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'c-1' },
          },
          likesReceived: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        }),
      }),
    );
    const rootRoute = createRootRoute({
      component: () => (
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="Loading">
            <NotificationsScreen queryRef={queryRef} />
          </Suspense>
        </RelayEnvironmentProvider>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/notifications'] }) });
    render(<RouterProvider router={router} />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = within(list).getByRole('link', { name: /^Mika replied to your thread “Saturday meet\?”/ });
    expect(link.getAttribute('href')).toBe(`/groups/${GROUP}/threads/${THREAD}`);
  });
});
