// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);

const OTHER = 'profile-other';

/** An open room with Rusty Fox, last active today, over a mock Relay environment inside a router. */
async function renderRoom() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f' });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: 'profile-me' }, featureFlags: [] }),
      ChatRoom: () => ({
        status: 'JOINED',
        otherProfile: { id: OTHER, displayName: 'Rusty Fox', username: null, primaryImage: null, presence: 'ACTIVE_TODAY' },
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
        <LiveAnnouncer />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

function presenceEvent(environment: ReturnType<typeof createMockEnvironment>, presence: string | null) {
  const operation = environment.mock.getAllOperations().find((it) => it.request.node.params.name === 'useProfilePresenceSubscription');
  expect(operation?.request.variables).toEqual({ profileId: OTHER });
  act(() => environment.mock.nextValue(operation!, { data: { profilePresence: { profile: { id: OTHER, presence } } } }));
}

describe("the chat header's presence", () => {
  it('follows the other member live and says a change once, politely', async () => {
    const environment = await renderRoom();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Active today')).toBeTruthy();
    const announcer = screen.getByTestId('live-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');

    // The presence as it is on subscribing, unchanged: nothing to say.
    presenceEvent(environment, 'ACTIVE_TODAY');
    expect(announcer.textContent).toBe('');

    presenceEvent(environment, 'ONLINE');
    expect(await within(header).findByText('Online')).toBeTruthy();
    expect(announcer.textContent).toBe('Rusty Fox is online');

    presenceEvent(environment, 'ACTIVE_TODAY');
    expect(await within(header).findByText('Active today')).toBeTruthy();
    expect(announcer.textContent).toBe('Rusty Fox was active today');

    // Hidden since (their privacy switch): the label goes, with nothing said.
    presenceEvent(environment, null);
    expect(within(header).queryByText('Active today')).toBeNull();
    expect(announcer.textContent).toBe('Rusty Fox was active today');
  });
});
