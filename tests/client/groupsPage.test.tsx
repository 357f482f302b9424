// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { updateSettings } from '../../src/state/settings';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { ModalStackHost } from '../../src/ui/modalStack';
import { GroupScreen } from '../../src/features/groups/GroupScreen';
import { joinAction } from '../../src/features/groups/GroupJoinButton';
import { memberActionRights } from '../../src/features/groups/memberRoles';
import ScreenQuery, { type GroupScreenQuery } from '../../src/features/groups/__generated__/GroupScreenQuery.graphql';

afterEach(cleanup);
beforeEach(() => updateSettings({ unitOfDistance: 'km', blurExplicitContent: true }));

type Environment = ReturnType<typeof createMockEnvironment>;

const person = (uuid: string, displayName: string) => ({ id: `Profile:${uuid}`, uuid, displayName, primaryImage: null });
const entry = (uuid: string, displayName: string, role: string | null) => ({
  id: `GroupMember:${uuid}`,
  role,
  joinedAt: role ? '2026-01-02T10:00:00.000Z' : null,
  requestedAt: role ? null : '2026-11-20T10:00:00.000Z',
  profile: person(uuid, displayName),
});
const edges = (entries: ReturnType<typeof entry>[]) => ({
  edges: entries.map((node) => ({ cursor: node.id, node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

interface PageFixture {
  group?: Record<string, unknown>;
  members?: ReturnType<typeof entry>[];
  requests?: ReturnType<typeof entry>[];
}

const GROUP_ID = 'Group:g1';

async function renderGroup({ group = {}, members = [entry('owner', 'Olli Otter', 'OWNER')], requests = [] }: PageFixture) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<GroupScreenQuery>(environment, ScreenQuery, { uuid: 'g1' });
  const operation = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'Viewer:me', profile: person('me', 'Mika Marten') }),
        Group: () => ({
          id: GROUP_ID,
          uuid: 'g1',
          displayName: 'Berlin Otters',
          description: 'Otters and friends around Berlin.\nMeets monthly.',
          rules: 'Be kind.',
          isAd: false,
          isVerified: true,
          joinPolicy: 'OPEN',
          memberCount: 34,
          distance: 3,
          place: { place: 'Berlin', countryCode: 'DE' },
          image: null,
          viewerStatus: 'NONE',
          viewerRole: null,
          viewerCanModerate: false,
          joinPermission: { allowed: true, reason: null },
          ...group,
        }),
        GroupMemberConnection: (context) => (context.name === 'joinRequests' ? edges(requests) : edges(members)),
        // The discussion has its own tests (groupThread*.test.tsx): no threads here.
        GroupThreadConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
      }),
    ),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <GroupScreen queryRef={queryRef} />
          <LiveAnnouncer />
          <ModalStackHost />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/groups/g1'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Berlin Otters', level: 1 });
  return environment;
}

function pending(environment: Environment, name: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

describe('join button states', () => {
  const allowed = { allowed: true, reason: null };
  it('reads Join, Request to join, Withdraw, Leave and refused from status, policy and permission', () => {
    expect(joinAction({ viewerStatus: 'NONE', joinPolicy: 'OPEN', joinPermission: allowed })).toBe('join');
    expect(joinAction({ viewerStatus: 'NONE', joinPolicy: 'CLOSED', joinPermission: allowed })).toBe('request');
    expect(joinAction({ viewerStatus: 'REQUESTED', joinPolicy: 'CLOSED', joinPermission: allowed })).toBe('withdraw');
    expect(joinAction({ viewerStatus: 'MEMBER', joinPolicy: 'OPEN', joinPermission: allowed })).toBe('leave');
    expect(joinAction({ viewerStatus: 'BANNED', joinPolicy: 'OPEN', joinPermission: { allowed: false, reason: 'x' } })).toBe('refused');
    expect(joinAction({ viewerStatus: 'NONE', joinPolicy: 'OPEN', joinPermission: { allowed: false, reason: 'x' } })).toBe('refused');
  });

  it('joins an open group at once (optimistic), and a refusal puts it back with the server words', async () => {
    const user = userEvent.setup();
    const environment = await renderGroup({});
    expect(screen.getByText('Berlin, DE · 3 km away · 34 members')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Join group' });
    await user.click(button);
    const join = pending(environment, 'JoinGroupMutation');
    expect(join.request.variables).toEqual({ input: { groupId: GROUP_ID } });
    // Before the server answers: already a member, one more counted, focus still on the same button.
    expect(screen.getByRole('button', { name: 'Leave group' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(screen.getByText('Berlin, DE · 3 km away · 35 members')).toBeTruthy();
    act(() =>
      environment.mock.resolve(join, {
        data: null,
        errors: [{ message: 'You cannot join this group.', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    expect(await screen.findByRole('button', { name: 'Join group' })).toBe(button);
    expect(screen.getByRole('alert').textContent).toBe('You cannot join this group.');
    expect(screen.getByText('Berlin, DE · 3 km away · 34 members')).toBeTruthy();
  });

  it('asks to join a closed group and can withdraw the request', async () => {
    const user = userEvent.setup();
    const environment = await renderGroup({ group: { joinPolicy: 'CLOSED' } });
    expect(screen.getByText('Closed group')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request to join' }));
    const join = pending(environment, 'JoinGroupMutation');
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(screen.getByText("Request sent: the group's moderators will decide.")).toBeTruthy();
    act(() =>
      environment.mock.resolve(
        join,
        MockPayloadGenerator.generate(join, {
          Group: () => ({
            id: GROUP_ID,
            viewerStatus: 'REQUESTED',
            joinPolicy: 'CLOSED',
            memberCount: 34,
            joinPermission: { allowed: true, reason: null },
          }),
          Viewer: () => ({ id: 'Viewer:me', groups: { edges: [], pageInfo: { hasNextPage: false } } }),
          // The members' first page comes back with the change: a request adds nobody.
          GroupMemberConnection: () => edges([entry('owner', 'Olli Otter', 'OWNER')]),
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-announcer').textContent).toBe('Your request to join Berlin Otters was sent to its moderators.'),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(pending(environment, 'LeaveGroupMutation').request.variables).toEqual({ input: { groupId: GROUP_ID } });
    expect(screen.getByRole('button', { name: 'Request to join' })).toBeTruthy();
  });

  it('shows a banned member a disabled button with the reason', async () => {
    await renderGroup({
      group: { viewerStatus: 'BANNED', joinPermission: { allowed: false, reason: 'The moderators of this group removed you.' } },
    });
    const button = screen.getByRole('button', { name: 'Join group' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The moderators of this group removed you.').id).toBe(button.getAttribute('aria-describedby'));
  });

  it('asks before leaving, and leaving sends the mutation', async () => {
    const user = userEvent.setup();
    const environment = await renderGroup({ group: { viewerStatus: 'MEMBER', viewerRole: 'MEMBER' } });
    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Berlin Otters?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(pending(environment, 'LeaveGroupMutation').request.variables).toEqual({ input: { groupId: GROUP_ID } });
  });
});

describe('group page', () => {
  it('shows about, rules, members with role labels, and no moderation to a plain member', async () => {
    await renderGroup({
      members: [entry('owner', 'Olli Otter', 'OWNER'), entry('mod', 'Mo Mink', 'MODERATOR'), entry('m1', 'Ash', 'MEMBER')],
    });
    expect(screen.getByText('Be kind.')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Owner');
    expect(rows[1].textContent).toContain('Moderator');
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/profiles/owner');
    expect(screen.queryByRole('heading', { name: 'Join requests' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('says when the group is missing or hidden', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<GroupScreenQuery>(environment, ScreenQuery, { uuid: 'nope' });
    const operation = environment.mock.getMostRecentOperation();
    act(() => environment.mock.resolve(operation, { data: { viewer: { id: 'Viewer:me', profile: person('me', 'Mika') }, group: null } }));
    const rootRoute = createRootRoute({
      component: () => (
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="Loading">
            <GroupScreen queryRef={queryRef} />
          </Suspense>
        </RelayEnvironmentProvider>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/groups/nope'] }) });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeTruthy();
    expect(document.title).toContain('Group not found');
  });

  it('lets a moderator approve a request: the row leaves, the member joins the list, focus stays in the section', async () => {
    const user = userEvent.setup();
    const environment = await renderGroup({
      group: { viewerStatus: 'MEMBER', viewerRole: 'MODERATOR', viewerCanModerate: true },
      requests: [entry('r1', 'Rowan Raccoon', null)],
    });
    const requests = screen.getByRole('list', { name: 'Join requests' });
    await user.click(within(requests).getByRole('button', { name: 'Approve Rowan Raccoon' }));
    const approve = pending(environment, 'ApproveGroupRequestMutation');
    expect(approve.request.variables.input).toEqual({ groupId: GROUP_ID, profileId: 'Profile:r1' });
    act(() =>
      environment.mock.resolve(approve, {
        data: {
          groupRequestApprove: {
            group: { id: GROUP_ID, memberCount: 35 },
            member: { ...entry('r1', 'Rowan Raccoon', 'MEMBER'), profile: { ...person('r1', 'Rowan Raccoon') } },
          },
        },
      }),
    );
    expect(await screen.findByText('Nobody is waiting to join.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Members' })).getByText('Rowan Raccoon')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Join requests' })));
    expect(screen.getByTestId('live-announcer').textContent).toBe('Rowan Raccoon joined the group.');
  });

  it("gives the owner each member's actions, and removing with a ban asks first and sends the ban", async () => {
    const user = userEvent.setup();
    const environment = await renderGroup({
      group: { viewerStatus: 'MEMBER', viewerRole: 'OWNER', viewerCanModerate: true },
      members: [entry('me', 'Mika Marten', 'OWNER'), entry('m1', 'Ash', 'MEMBER'), entry('m2', 'Birch', 'MEMBER')],
    });
    // Nobody acts on themself.
    expect(screen.queryByRole('button', { name: 'Actions for Mika Marten' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Ash' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make moderator', 'Hand over ownership', 'Remove from group']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove from group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ash from Berlin Otters?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also ban them from rejoining' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove and ban' }));
    const remove = pending(environment, 'RemoveGroupMemberMutation');
    expect(remove.request.variables.input).toEqual({ groupId: GROUP_ID, profileId: 'Profile:m1', ban: true });
    act(() =>
      environment.mock.resolve(remove, {
        data: { groupMemberRemove: { group: { id: GROUP_ID, memberCount: 33 }, removedMemberId: 'GroupMember:m1' } },
      }),
    );
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Members' })).queryByText('Ash')).toBeNull());
    // Focus takes the removed row's place: the next member's actions.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Birch' })));
  });

  it('limits a moderator to removing plain members', () => {
    expect(memberActionRights('MODERATOR', 'MEMBER', false)).toEqual({
      makeModerator: false,
      removeModerator: false,
      handOver: false,
      remove: true,
    });
    expect(memberActionRights('MODERATOR', 'MODERATOR', false).remove).toBe(false);
    expect(memberActionRights('OWNER', 'MODERATOR', false)).toEqual({
      makeModerator: false,
      removeModerator: true,
      handOver: true,
      remove: true,
    });
    expect(memberActionRights('OWNER', 'OWNER', true).remove).toBe(false);
    expect(memberActionRights('MEMBER', 'MEMBER', false).remove).toBe(false);
  });
});
