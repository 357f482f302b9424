// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { GroupThreads } from '../../src/features/groups/GroupThreads';
import PaginationQuery, {
  type GroupThreadsPaginationQuery as QueryType,
} from '../../src/features/groups/__generated__/GroupThreadsPaginationQuery.graphql';
import { ModalStackHost, closeAllModals } from '../../src/ui/modalStack';

afterEach(() => {
  closeAllModals();
  cleanup();
});

const GROUP = '0b7d0d0c-3c8e-4f57-9d0b-1f2e3d4c5b6a';

function thread(n: number, title: string, author: string | null, replyCount: number) {
  return {
    __typename: 'GroupThread',
    id: `thread-${n}`,
    uuid: `thread-uuid-${n}`,
    title,
    replyCount,
    lastActivityAt: new Date(Date.now() - n * 60_000 * 60).toISOString(),
    author: author === null ? null : { id: `author-${n}`, displayName: author },
  };
}

/** The group's fragment, read through its own pagination query (the page that spreads it is not needed). */
function Threads() {
  const { node } = useLazyLoadQuery<QueryType>(PaginationQuery, { id: 'group-record' });
  return node ? <GroupThreads group={node} /> : null;
}

async function renderThreads(threads: ReturnType<typeof thread>[], options: { mayPost?: boolean; hasNextPage?: boolean } = {}) {
  const environment = createMockEnvironment();
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <Threads />
        </Suspense>
        <ModalStackHost />
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  // The query is sent once something reads it.
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Group: () => ({
          id: 'group-record',
          uuid: GROUP,
          displayName: 'Berlin Furs',
          postPermission:
            options.mayPost === false ? { allowed: false, reason: 'Join this group to start threads.' } : { allowed: true, reason: null },
          threads: {
            edges: threads.map((node) => ({ cursor: node.id, node })),
            pageInfo: { hasNextPage: options.hasNextPage ?? false, endCursor: threads.at(-1)?.id ?? null },
          },
        }),
      }),
    ),
  );
  await screen.findByRole('heading', { level: 2, name: 'Discussion' });
  return environment;
}

const operation = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().find((item) => item.request.node.params.name === name);

describe("a group's thread list", () => {
  it('lists threads as the server orders them, each linking to its page with author, replies and last activity', async () => {
    await renderThreads([thread(1, 'Saturday meet at the lake?', 'Rusty Fox', 3), thread(2, 'Fursuit repair tips', null, 1)]);
    const items = within(screen.getByRole('list', { name: 'Threads in Berlin Furs' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]).getByRole('link', { name: 'Saturday meet at the lake?' });
    expect(first.getAttribute('href')).toBe(`/groups/${GROUP}/threads/thread-uuid-1`);
    expect(items[0].textContent).toContain('Started by Rusty Fox · 3 replies · active 1 hour ago');
    expect(items[1].textContent).toContain('Started by Private profile · 1 reply');
  });

  it('loads older threads on "Show more threads"', async () => {
    const environment = await renderThreads([thread(1, 'Newest', 'Rusty Fox', 0)], { hasNextPage: true });
    await userEvent.click(screen.getByRole('button', { name: 'Show more threads' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('GroupThreadsPaginationQuery');
    expect(next.request.variables).toMatchObject({ id: 'group-record', cursor: 'thread-1', count: 20 });
  });

  it('tells a member who may not post why, with no "Start a thread"', async () => {
    await renderThreads([], { mayPost: false });
    expect(screen.getByText('Join this group to start threads.')).toBeTruthy();
    expect(screen.getByText('No threads yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a thread' })).toBeNull();
  });

  it('checks a new thread before sending, keeps it and shows the server refusal in its words', async () => {
    const environment = await renderThreads([]);
    expect(screen.getByText('No threads yet. Start the first one!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start a thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a thread in Berlin Furs' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Give your thread a title.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(operation(environment, 'CreateGroupThreadMutation')).toBeUndefined();

    await userEvent.click(title);
    await userEvent.paste('x'.repeat(121));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Who is in?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
    expect(within(dialog).getByText('A title can be at most 120 characters.')).toBeTruthy();
    expect(operation(environment, 'CreateGroupThreadMutation')).toBeUndefined();

    await userEvent.clear(title);
    await userEvent.type(title, '  Saturday meet?  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
    const create = operation(environment, 'CreateGroupThreadMutation')!;
    expect(create.request.variables.input).toEqual({ groupId: 'group-record', title: 'Saturday meet?', content: 'Who is in?' });
    expect(create.request.variables.connections).toHaveLength(1);
    act(() =>
      environment.mock.resolve(create, {
        data: null,
        errors: [{ message: 'You can start 5 threads an hour. Try again later.', locations: [], path: ['groupThreadCreate'] }],
      } as never),
    );
    expect(await within(dialog).findByText('You can start 5 threads an hour. Try again later.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('Who is in?');
  });

  it('puts a started thread on top of the list', async () => {
    const environment = await renderThreads([thread(1, 'Older thread', 'Rusty Fox', 2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a thread' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Saturday meet?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Who is in?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
    const create = operation(environment, 'CreateGroupThreadMutation')!;
    act(() =>
      environment.mock.resolve(
        create,
        MockPayloadGenerator.generate(create, {
          GroupThread: () => thread(9, 'Saturday meet?', 'Kit', 0),
          Group: () => ({ id: 'group-record' }),
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const items = within(screen.getByRole('list', { name: 'Threads in Berlin Furs' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual(['Saturday meet?', 'Older thread']);
  });
});
