// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { GroupThreadScreen } from '../../src/features/groups/GroupThreadScreen';
import GroupThreadScreenQuery, {
  type GroupThreadScreenQuery as QueryType,
} from '../../src/features/groups/__generated__/GroupThreadScreenQuery.graphql';
import { ModalStackHost, closeAllModals } from '../../src/ui/modalStack';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';
import { socketConnected } from '../../src/relay/subscribe';

afterEach(() => {
  closeAllModals();
  cleanup();
});

const GROUP = '0b7d0d0c-3c8e-4f57-9d0b-1f2e3d4c5b6a';
const THREAD = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const ME = 'profile-me';
const OTHER = 'profile-other';

type Reply = { id: string; createdAt: string; author: { id: string; uuid: string; displayName: string } | null } & Record<string, unknown>;

function reply(n: number, authorId: string, displayName: string, content: string): Reply {
  return {
    __typename: 'GroupReply',
    id: `reply-${n}`,
    uuid: `reply-uuid-${n}`,
    content,
    createdAt: new Date(Date.UTC(2026, 10, 27, 12, n)).toISOString(),
    viewerCanDelete: authorId === ME,
    author: { id: authorId, uuid: `${authorId}-uuid`, displayName },
  };
}

/** The real thread screen over a mock Relay environment, inside a router (its links need one). */
async function renderThread(replies: Reply[], options: { mayPost?: boolean } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, GroupThreadScreenQuery, { threadUuid: THREAD });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: ME } }),
      GroupThread: () => ({
        id: 'thread-record',
        uuid: THREAD,
        title: 'Saturday meet at the lake?',
        content: 'Who is in?',
        createdAt: new Date(Date.UTC(2026, 10, 27, 11)).toISOString(),
        replyCount: replies.length,
        viewerCanDelete: true,
        author: { id: ME, uuid: 'me-uuid', displayName: 'Kit' },
        group: {
          uuid: GROUP,
          displayName: 'Berlin Furs',
          postPermission: { allowed: options.mayPost ?? true, reason: options.mayPost === false ? 'Join this group to reply.' : null },
        },
        replies: { edges: replies.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: false, endCursor: null } },
      }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <GroupThreadScreen queryRef={queryRef} groupUuid={GROUP} />
        </Suspense>
        <ModalStackHost />
        <LiveAnnouncer />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Saturday meet at the lake?' });
  return Object.assign(environment, { router });
}

const operation = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().find((item) => item.request.node.params.name === name);

const replyList = () => screen.getByRole('list', { name: 'Replies, oldest first' });

describe('a group thread', () => {
  it('shows the opening post and the replies oldest first, a hidden author as Private profile', async () => {
    await renderThread([reply(1, OTHER, 'Rusty Fox', 'Count me in'), { ...reply(2, OTHER, '', 'Me too'), author: null }]);
    expect(screen.getByText('Who is in?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2 replies' })).toBeTruthy();
    const items = within(replyList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Count me in', 'Me too']);
    expect(within(items[1]).getByText('Private profile')).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: "Report Rusty Fox's reply" })).toBeTruthy();
    expect(within(items[0]).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows a reply at once as sending and clears the field; the stored reply takes its place', async () => {
    const environment = await renderThread([reply(1, OTHER, 'Rusty Fox', 'Count me in')]);
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, 'See you there');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    // The server has not answered yet: what shows is the pending reply.
    expect(within(replyList()).getByText('Sending…')).toBeTruthy();
    expect(within(replyList()).getByText('See you there')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');

    const send = operation(environment, 'CreateGroupReplyMutation')!;
    expect(send.request.variables.input).toEqual({ threadId: 'thread-record', content: 'See you there' });
    act(() =>
      environment.mock.resolve(
        send,
        MockPayloadGenerator.generate(send, {
          GroupReply: () => reply(2, ME, 'Kit', 'See you there'),
          GroupThread: () => ({ id: 'thread-record', replyCount: 2 }),
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(within(replyList()).getAllByText('See you there')).toHaveLength(1);
    expect(within(replyList()).getByRole('button', { name: 'Delete your reply' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2 replies' })).toBeTruthy();
  });

  it('keeps a failed reply with its text until the member retries it or deletes it', async () => {
    const environment = await renderThread([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'This will fail');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const first = operation(environment, 'CreateGroupReplyMutation')!;
    act(() => environment.mock.reject(first, new Error('offline')));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(within(replyList()).getByText('This will fail')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sending…')).toBeTruthy();
    // Retry is gone once pressed: focus stays on the reply it was part of, not on the page.
    expect(document.activeElement?.closest('li')?.textContent).toContain('This will fail');
    const second = environment.mock.getMostRecentOperation();
    expect(second.request.node.params.name).toBe('CreateGroupReplyMutation');
    expect(second.request.variables.input).toEqual(first.request.variables.input);
    act(() => environment.mock.reject(second, new Error('offline')));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete unsent reply' }));
    await waitFor(() => expect(screen.queryByText('This will fail')).toBeNull());
    expect(screen.queryByText('Not sent')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your reply' })));
  });

  it('refuses an empty reply in words tied to the field, sending nothing', async () => {
    const environment = await renderThread([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write a reply first.')).toBeTruthy();
    expect(operation(environment, 'CreateGroupReplyMutation')).toBeUndefined();
  });

  it('puts a live reply at the end once and reads it out with its author', async () => {
    const environment = await renderThread([reply(1, OTHER, 'Rusty Fox', 'Count me in')]);
    const subscription = operation(environment, 'useGroupThreadSubscription')!;
    expect(subscription.request.variables).toEqual({ threadId: 'thread-record' });
    const event = (node: Reply) => ({
      data: {
        groupThread: {
          kind: 'REPLY_ADDED',
          deletedId: null,
          reply: node,
          thread: { id: 'thread-record', replyCount: 2, lastActivityAt: node.createdAt },
        },
      },
    });
    act(() => {
      environment.mock.nextValue(subscription, event(reply(2, OTHER, 'Rusty Fox', 'Bringing snacks')));
      environment.mock.nextValue(subscription, event(reply(2, OTHER, 'Rusty Fox', 'Bringing snacks')));
    });
    await waitFor(() => expect(within(replyList()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(replyList()).getAllByRole('listitem')[1].textContent).toContain('Bringing snacks');
    const log = screen.getByRole('log', { name: 'New replies' });
    expect(log.textContent).toBe('Rusty Fox: Bringing snacks');
    expect(screen.getByRole('heading', { level: 2, name: '2 replies' })).toBeTruthy();

    act(() =>
      environment.mock.nextValue(subscription, {
        data: {
          groupThread: {
            kind: 'REPLY_DELETED',
            deletedId: 'reply-1',
            reply: null,
            thread: { id: 'thread-record', replyCount: 1, lastActivityAt: new Date().toISOString() },
          },
        },
      }),
    );
    await waitFor(() => expect(within(replyList()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Count me in')).toBeNull();
  });

  it('asks before deleting a reply, with Cancel focused, and takes it away once confirmed', async () => {
    const environment = await renderThread([reply(1, ME, 'Kit', 'Oops, wrong thread')]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const remove = operation(environment, 'DeleteGroupPostMutation')!;
    expect(remove.request.variables.input).toEqual({ postId: 'reply-1' });
    await waitFor(() => expect(screen.queryByText('Oops, wrong thread')).toBeNull());
  });

  it('tells a member who may not post why, instead of the reply field', async () => {
    await renderThread([], { mayPost: false });
    expect(screen.getByText('Join this group to reply.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('leaves a thread deleted meanwhile for its group, saying so', async () => {
    const environment = await renderThread([reply(1, OTHER, 'Rusty Fox', 'Count me in')]);
    const subscription = operation(environment, 'useGroupThreadSubscription')!;
    act(() =>
      environment.mock.nextValue(subscription, {
        data: { groupThread: { kind: 'THREAD_DELETED', deletedId: 'thread-record', reply: null, thread: null } },
      }),
    );
    await waitFor(() => expect(environment.router.state.location.pathname).toBe(`/groups/${GROUP}`));
    expect(screen.getByTestId('live-announcer').textContent).toBe('The thread was deleted.');
  });

  it("deletes the viewer's own thread after asking, then goes to the group", async () => {
    const environment = await renderThread([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete your thread' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    expect(dialog.textContent).toContain('The thread and all its replies are deleted for everyone in the group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const remove = operation(environment, 'DeleteGroupPostMutation')!;
    expect(remove.request.variables.input).toEqual({ postId: 'thread-record' });
    expect(environment.router.state.location.pathname).toBe('/');
    act(() =>
      environment.mock.resolve(remove, {
        data: { groupPostDelete: { deletedId: 'thread-record', thread: null, group: { id: 'group-record' } } },
      }),
    );
    await waitFor(() => expect(environment.router.state.location.pathname).toBe(`/groups/${GROUP}`));
  });

  it('reads the replies again after the socket reconnects, with those sent meanwhile, keeping what the member is writing', async () => {
    const environment = await renderThread([reply(1, OTHER, 'Rusty Fox', 'Count me in')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Half written');
    act(() => socketConnected());
    const again = await waitFor(() => operation(environment, 'GroupThreadViewPaginationQuery')!);
    expect(again.request.variables).toMatchObject({ id: 'thread-record', count: 31 });
    act(() =>
      environment.mock.resolve(
        again,
        MockPayloadGenerator.generate(again, {
          GroupThread: () => ({
            id: 'thread-record',
            title: 'Saturday meet at the lake?',
            content: 'Who is in?',
            createdAt: new Date(Date.UTC(2026, 10, 27, 11)).toISOString(),
            viewerCanDelete: true,
            author: { id: ME, uuid: 'me-uuid', displayName: 'Kit' },
            group: { uuid: GROUP, displayName: 'Berlin Furs', postPermission: { allowed: true, reason: null } },
            replyCount: 2,
            replies: {
              edges: [reply(1, OTHER, 'Rusty Fox', 'Count me in'), reply(2, OTHER, 'Rusty Fox', 'Sent while you were offline')].map(
                (node) => ({ cursor: node.id, node }),
              ),
              pageInfo: { hasNextPage: false, endCursor: 'reply-2' },
            },
          }),
        }),
      ),
    );
    await waitFor(() => expect(within(replyList()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(replyList()).getByText('Sent while you were offline')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe('Half written');
  });
});
