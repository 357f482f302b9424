import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import {
  banFromGroup,
  deletePost,
  joinGroup,
  makeGroup,
  nodeOf,
  openThread,
  replied,
  reply,
  startThread,
  startedThread,
  threadsOf,
} from './groupPostsFixtures.ts';

const block = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('blocks').values({ blocker_id: from.id, blocked_id: to.id }).execute();
const hide = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('profile_hides').values({ profile_id: from.id, hidden_id: to.id }).execute();

describe.each(backends)('group discussion on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('lists threads newest activity first and replies oldest first, a page at a time with stable cursors', async () => {
    const [owner, member] = [await createMember(app), await createMember(app)];
    const group = await makeGroup(app);
    await joinGroup(app, group, owner, 'OWNER');
    await joinGroup(app, group, member);
    const first = await startedThread(app, owner, group, 'First');
    const second = await startedThread(app, member, group, 'Second');
    const third = await startedThread(app, owner, group, 'Third');
    expect((await threadsOf(app, member, group))!.edges.map((edge) => edge.node.title)).toEqual(['Third', 'Second', 'First']);
    // A reply brings its thread to the top.
    await replied(app, member, first, 'Bumping this');
    const page1 = (await threadsOf(app, member, group, 2))!;
    expect(page1.edges.map((edge) => edge.node.title)).toEqual(['First', 'Third']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await threadsOf(app, member, group, 2, page1.pageInfo.endCursor!))!;
    expect(page2.edges.map((edge) => edge.node.title)).toEqual(['Second']);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    for (let i = 1; i <= 7; i++) await replied(app, i % 2 ? owner : member, third, `Reply ${i}`);
    const seen: string[] = [];
    let after: string | undefined;
    let pageOne: string | undefined;
    for (;;) {
      const thread = (await openThread(app, member, third.uuid, 3, after))!;
      seen.push(...thread.replies.edges.map((edge) => edge.node.content));
      if (!after) pageOne = thread.replies.pageInfo.endCursor!;
      // A reply arriving while the member reads neither repeats nor skips one on the next page.
      if (after === pageOne) await replied(app, owner, third, 'Reply 8');
      if (!thread.replies.pageInfo.hasNextPage) break;
      after = thread.replies.pageInfo.endCursor!;
    }
    expect(seen).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5', 'Reply 6', 'Reply 7', 'Reply 8']);
    expect((await openThread(app, member, third.uuid))!.replyCount).toBe(8);
    expect((await openThread(app, member, second.uuid))!.replyCount).toBe(0);
  });

  it('keeps threads of a group out of the other age pool by every path', async () => {
    const adult = await createMember(app);
    const minor = await createMember(app, { age: 16 });
    const group = await makeGroup(app);
    await joinGroup(app, group, adult, 'OWNER');
    const thread = await startedThread(app, adult, group);
    const replyRow = await replied(app, adult, thread);
    expect(await openThread(app, minor, thread.uuid)).toBeNull();
    expect(await nodeOf(app, minor, thread.id)).toBeNull();
    expect(await nodeOf(app, minor, replyRow.id)).toBeNull();
    expect(await threadsOf(app, minor, group)).toBeNull();
    expect((await reply(app, minor, thread)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await startThread(app, minor, group)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The adult sees the same thread by each path.
    expect((await openThread(app, adult, thread.uuid))?.uuid).toBe(thread.uuid);
    expect(await nodeOf(app, adult, replyRow.id)).toEqual({ id: replyRow.id });
  });

  it('lets only members post, refuses banned members, and keeps a closed group’s discussion to its members', async () => {
    const [owner, visitor, banned] = [await createMember(app), await createMember(app), await createMember(app)];
    const open = await makeGroup(app);
    await joinGroup(app, open, owner, 'OWNER');
    await joinGroup(app, open, banned);
    const thread = await startedThread(app, owner, open);
    await replied(app, banned, thread, 'Before the ban');
    // A visitor of an open group reads it but may not post.
    expect((await openThread(app, visitor, thread.uuid))?.uuid).toBe(thread.uuid);
    expect((await reply(app, visitor, thread)).errors?.[0]).toMatchObject({ message: 'Join this group to post in it.' });
    expect((await startThread(app, visitor, open)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await banFromGroup(app, open, banned);
    expect(await openThread(app, banned, thread.uuid)).toBeNull();
    expect((await reply(app, banned, thread)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await startThread(app, banned, open)).errors?.[0]?.message).toBe(
      'You can no longer post in this group: its moderators removed you.',
    );

    const closed = await makeGroup(app, { closed: true });
    await joinGroup(app, closed, owner, 'OWNER');
    const secret = await startedThread(app, owner, closed);
    expect(await openThread(app, visitor, secret.uuid)).toBeNull();
    expect((await threadsOf(app, visitor, closed))!.edges).toEqual([]);
    expect(await nodeOf(app, visitor, secret.id)).toBeNull();
  });

  it('shows a private author as null, and hides posts of blocked, hidden and suspended members both ways', async () => {
    const [viewer, blocker, blocked, hider, hidden, suspended, privateAuthor] = await Promise.all(
      Array.from({ length: 7 }, () => createMember(app)),
    );
    const group = await makeGroup(app);
    for (const member of [viewer, blocker, blocked, hider, hidden, suspended, privateAuthor]) await joinGroup(app, group, member);
    const thread = await startedThread(app, viewer, group, 'Open thread');
    for (const [author, text] of [
      [blocker, 'from one who blocked the viewer'],
      [blocked, 'from one the viewer blocked'],
      [hider, 'from one who hid the viewer'],
      [hidden, 'from one the viewer hid'],
      [suspended, 'from a suspended member'],
      [privateAuthor, 'from a private profile'],
    ] as const)
      await replied(app, author, thread, text);
    const blockedThread = await startedThread(app, blocked, group, 'By the blocked one');
    await block(app, blocker, viewer);
    await block(app, viewer, blocked);
    await hide(app, hider, viewer);
    await hide(app, viewer, hidden);
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspended.id).execute();
    await app.services.db.updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', privateAuthor.id).execute();

    const seen = (await openThread(app, viewer, thread.uuid))!;
    expect(seen.replies.edges.map((edge) => [edge.node.content, edge.node.author?.uuid ?? null])).toEqual([
      ['from a private profile', null],
    ]);
    expect(seen.replyCount).toBe(1);
    expect((await threadsOf(app, viewer, group))!.edges.map((edge) => edge.node.title)).toEqual(['Open thread']);
    expect(await openThread(app, viewer, blockedThread.uuid)).toBeNull();
    expect(await nodeOf(app, viewer, blockedThread.id)).toBeNull();
    // The other way: the member the viewer blocked does not see the viewer's thread either.
    expect(await openThread(app, blocked, thread.uuid)).toBeNull();
    expect(await openThread(app, blocker, thread.uuid)).toBeNull();
    expect(await openThread(app, hider, thread.uuid)).toBeNull();
    expect(await openThread(app, hidden, thread.uuid)).toBeNull();
    // Another member sees every reply but the suspended member's.
    const other = await createMember(app);
    expect((await openThread(app, other, thread.uuid))!.replies.edges).toHaveLength(5);
  });

  it('lets a post’s author, the thread’s author and moderators delete, and no one else', async () => {
    const [moderator, author, replier, bystander] = await Promise.all(Array.from({ length: 4 }, () => createMember(app)));
    const group = await makeGroup(app);
    await joinGroup(app, group, moderator, 'MODERATOR');
    for (const member of [author, replier, bystander]) await joinGroup(app, group, member);
    const thread = await startedThread(app, author, group);
    const [first, second, third] = [
      await replied(app, replier, thread, 'one'),
      await replied(app, replier, thread, 'two'),
      await replied(app, replier, thread, 'three'),
    ];
    const refused = await deletePost(app, bystander, first.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await openThread(app, bystander, thread.uuid))!.replies.edges.map((edge) => edge.node.viewerCanDelete)).toEqual([
      false,
      false,
      false,
    ]);
    expect((await openThread(app, author, thread.uuid))!.viewerCanDelete).toBe(true);
    expect((await deletePost(app, replier, first.id)).data?.groupPostDelete).toMatchObject({
      deletedId: first.id,
      thread: { replyCount: 2 },
    });
    expect((await deletePost(app, author, second.id)).data?.groupPostDelete.deletedId).toBe(second.id);
    expect((await deletePost(app, moderator, third.id)).data?.groupPostDelete.deletedId).toBe(third.id);
    expect((await openThread(app, bystander, thread.uuid))!.replies.edges).toEqual([]);
    expect((await deletePost(app, bystander, thread.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await deletePost(app, moderator, thread.id)).data?.groupPostDelete.deletedId).toBe(thread.id);
    expect(await openThread(app, author, thread.uuid)).toBeNull();
    expect((await threadsOf(app, author, group))!.edges).toEqual([]);
  });

  it('refuses every discussion path to a member who has not finished onboarding', async () => {
    const owner = await createMember(app);
    const newcomer = await createMember(app);
    const group = await makeGroup(app);
    await joinGroup(app, group, owner, 'OWNER');
    await joinGroup(app, group, newcomer);
    const thread = await startedThread(app, owner, group);
    await app.services.db.updateTable('profiles').set({ onboarded_at: null }).where('id', '=', newcomer.id).execute();
    expect((await reply(app, newcomer, thread)).errors?.[0]?.extensions?.code).toBe('ONBOARDING_REQUIRED');
    expect((await startThread(app, newcomer, group)).errors?.[0]?.extensions?.code).toBe('ONBOARDING_REQUIRED');
    const read = await graphql(
      app,
      newcomer.token,
      `
        query ($uuid: String!) {
          groupThread(uuid: $uuid) {
            title
          }
        }
      `,
      { uuid: thread.uuid },
    );
    expect(read).toEqual({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'ONBOARDING_REQUIRED' }) })] });
    expect((await openThread(app, owner, thread.uuid))!.replies.edges).toEqual([]);
  });

  it('refuses empty and overlong posts in member words', async () => {
    const member = await createMember(app);
    const group = await makeGroup(app);
    await joinGroup(app, group, member);
    expect((await startThread(app, member, group, 'x'.repeat(121))).errors?.[0]?.message).toBe(
      "A thread's title is at most 120 characters.",
    );
    expect((await startThread(app, member, group, '  ', 'text')).errors?.[0]?.message).toBe('Please give the thread a title.');
    const thread = await startedThread(app, member, group);
    expect((await reply(app, member, thread, 'x'.repeat(4001))).errors?.[0]?.message).toBe('A post is at most 4,000 characters.');
    expect((await reply(app, member, thread, 'x'.repeat(4000))).reply).not.toBeNull();
  });

  it('counts a member’s threads and replies on their profile from the discussion', async () => {
    const member = await createMember(app);
    const group = await makeGroup(app);
    await joinGroup(app, group, member);
    const thread = await startedThread(app, member, group);
    await replied(app, member, thread);
    const gone = await replied(app, member, thread);
    await deletePost(app, member, gone.id);
    // Replies in a thread someone deleted leave the count with it.
    const other = await startedThread(app, member, group, 'Soon gone');
    await replied(app, member, other);
    await deletePost(app, member, other.id);
    const answer = await graphql<{ profile: { groups: { group: { uuid: string }; threadCount: number; replyCount: number }[] } }>(
      app,
      member.token,
      `
        query ($uuid: String!) {
          profile(uuid: $uuid) {
            groups {
              group {
                uuid
              }
              threadCount
              replyCount
            }
          }
        }
      `,
      { uuid: member.id },
    );
    expect(answer.data?.profile.groups).toEqual([{ group: { uuid: group.uuid }, threadCount: 1, replyCount: 1 }]);
  });
});
