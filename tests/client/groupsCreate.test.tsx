// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { CreateGroupScreen } from '../../src/features/groups/CreateGroupScreen';
import { groupDraftProblems } from '../../src/features/groups/groupForm';
import ScreenQuery, { type CreateGroupScreenQuery } from '../../src/features/groups/__generated__/CreateGroupScreenQuery.graphql';

afterEach(cleanup);

async function renderForm(viewer = { isAdult: true, contentOptions: { isAdOptIn: false } }) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CreateGroupScreenQuery>(environment, ScreenQuery, {});
  act(() => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { viewer: { id: 'Viewer:me', ...viewer } } }));
  const rootRoute = createRootRoute();
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/groups/new',
    component: () => (
      <Suspense fallback="Loading">
        <CreateGroupScreen queryRef={queryRef} />
      </Suspense>
    ),
  });
  const groupRoute = createRoute({ getParentRoute: () => rootRoute, path: '/groups/$uuid', component: () => <p>Group page</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([formRoute, groupRoute]),
    history: createMemoryHistory({ initialEntries: ['/groups/new'] }),
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('heading', { name: 'Start a group' });
  return { environment, router };
}

describe('start a group', () => {
  it('checks the draft as the server does', () => {
    expect(groupDraftProblems({ displayName: ' ', description: '', rules: '' })).toEqual({
      displayName: 'Give the group a name.',
      description: 'Say what the group is about.',
    });
    expect(groupDraftProblems({ displayName: 'A', description: 'x', rules: '' }).displayName).toBe(
      'Group name must be at least 2 characters.',
    );
    expect(groupDraftProblems({ displayName: 'x'.repeat(51), description: 'x', rules: '' }).displayName).toBe(
      'Group name must be at most 50 characters.',
    );
    expect(groupDraftProblems({ displayName: 'Otters', description: 'x', rules: 'y'.repeat(2001) }).rules).toBe(
      'Rules must be at most 2,000 characters.',
    );
    expect(groupDraftProblems({ displayName: 'Otters', description: 'About otters', rules: '' })).toEqual({});
  });

  it('sends nothing while the name or description is missing: it says what to fix and focuses the first field', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Start group' }));
    expect(await screen.findByText('Give the group a name.')).toBeTruthy();
    expect(screen.getByText('Say what the group is about.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Group name' })));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('hides the After Dark switch from members who did not opt in', async () => {
    await renderForm();
    expect(screen.queryByRole('switch', { name: /After Dark/ })).toBeNull();
    cleanup();
    await renderForm({ isAdult: true, contentOptions: { isAdOptIn: true } });
    expect(screen.getByRole('switch', { name: /After Dark group/ })).toBeTruthy();
  });

  it("sends a valid group and opens the new group's page; a refusal shows the server's words", async () => {
    const user = userEvent.setup();
    const { environment, router } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), '  Berlin Otters ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Otters around Berlin');
    await user.click(screen.getByRole('radio', { name: /Closed/ }));
    await user.click(screen.getByRole('button', { name: 'Start group' }));
    const first = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(first.request.node.params.name).toBe('CreateGroupMutation');
    expect(first.request.variables.input).toEqual({
      displayName: 'Berlin Otters',
      description: 'Otters around Berlin',
      rules: null,
      joinPolicy: 'CLOSED',
      isAd: false,
      placeId: null,
      image: null,
    });
    act(() =>
      environment.mock.resolve(first, {
        data: null,
        errors: [{ message: 'You can start up to 3 groups a day. Please try again tomorrow.', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You can start up to 3 groups a day. Please try again tomorrow.');

    await user.click(screen.getByRole('button', { name: 'Start group' }));
    const second = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation).not.toBe(first);
      return operation;
    });
    act(() =>
      environment.mock.resolve(second, {
        data: {
          groupCreate: {
            group: { id: 'Group:new', uuid: 'new-uuid' },
            viewer: { id: 'Viewer:me', groups: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
          },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/new-uuid'));
  });
});
