// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { notificationText } from '../../src/lib/notificationText';
import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';
import NotificationCentreQuery, {
  type NotificationCentreQuery as QueryType,
} from '../../src/features/notifications/__generated__/NotificationCentreQuery.graphql';

afterEach(cleanup);

const HOST = 'a0000000-0000-4000-8000-00000000000a';
const EVENT = 'e0000000-0000-4000-8000-00000000000e';

function notification(id: string, kind: string) {
  return {
    id,
    kind,
    count: 1,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isRead: false,
    actor: { id: `actor-${id}`, uuid: HOST, displayName: 'Hana', primaryImage: null, bestRole: null },
    chatRoom: null,
    groupThread: null,
    event: { id: `Event:${EVENT}`, uuid: EVENT, displayName: 'Otter Picnic' },
  };
}

describe('event notifications', () => {
  it('say what happened to the event, by its name', () => {
    expect(notificationText('EVENT_CANCELLED', 'Hana', 1, 'Otter Picnic')).toBe('“Otter Picnic” was cancelled');
    expect(notificationText('EVENT_CHANGED', 'Hana', 1, 'Otter Picnic')).toBe('“Otter Picnic” moved to another time');
    expect(notificationText('EVENT_PROMOTED', 'Hana', 1, 'Otter Picnic')).toBe("A place freed up: you're going to “Otter Picnic”");
    expect(notificationText('EVENT_REMINDER', 'Hana', 1, 'Otter Picnic')).toBe('Reminder: “Otter Picnic” begins soon');
  });

  it('are rows in the centre that lead to the event page', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<QueryType>(environment, NotificationCentreQuery, {});
    const nodes = ['EVENT_CANCELLED', 'EVENT_CHANGED', 'EVENT_PROMOTED', 'EVENT_REMINDER'].map((kind, index) =>
      notification(`n${index}`, kind),
    );
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'viewer',
          notificationsUnreadCount: nodes.length,
          notifications: { edges: nodes.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: false, endCursor: null } },
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
    render(
      <RouterProvider
        router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/notifications'] }) })}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Array(4).fill(`/events/${EVENT}`));
    expect(links[0].textContent).toContain('“Otter Picnic” was cancelled');
    expect(links[3].textContent).toContain('Reminder: “Otter Picnic” begins soon');
  });
});
