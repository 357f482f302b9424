// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { BlockedGroupsScreen } from '../../src/features/settings/privacy/BlockedGroupsScreen';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import ScreenQuery, {
  type BlockedGroupsScreenQuery,
} from '../../src/features/settings/privacy/__generated__/BlockedGroupsScreenQuery.graphql';

afterEach(cleanup);

const blocked = (uuid: string, displayName: string) => ({ id: `Group:${uuid}`, uuid, displayName });

async function renderScreen(groups: ReturnType<typeof blocked>[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<BlockedGroupsScreenQuery>(environment, ScreenQuery, {});
  act(() =>
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { viewer: { id: 'Viewer:me', blockedContent: { profiles: [], groups } } },
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <BlockedGroupsScreen queryRef={queryRef} />
          <LiveAnnouncer />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Blocked Groups' });
  return environment;
}

describe('Blocked Groups', () => {
  it('lists blocked groups; Unblock sends the group id, the row leaves, focus moves on and it is said', async () => {
    const user = userEvent.setup();
    const environment = await renderScreen([blocked('g1', 'Loud Lemurs'), blocked('g2', 'Noisy Newts')]);
    await user.click(screen.getByRole('button', { name: 'Unblock Loud Lemurs' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('UnblockGroupMutation');
    expect(operation.request.variables).toEqual({ input: { groupId: 'Group:g1' } });
    act(() =>
      environment.mock.resolve(operation, {
        data: { groupUnblock: { viewer: { id: 'Viewer:me', blockedContent: { groups: [blocked('g2', 'Noisy Newts')] } } } },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Loud Lemurs')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unblock Noisy Newts' })));
    expect(screen.getByTestId('live-announcer').textContent).toBe('Loud Lemurs is unblocked.');
  });

  it('says when no group is blocked', async () => {
    await renderScreen([]);
    expect(screen.getByText('You have not blocked any groups.')).toBeTruthy();
  });
});
