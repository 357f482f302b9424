import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { centreOf } from './notificationFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import {
  banFromGroup,
  deletePost,
  joinGroup,
  makeGroup,
  openThread,
  replied,
  reply,
  startThread,
  startedThread,
  threadsOf,
} from './groupPostsFixtures.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';

const block = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('blocks').values({ blocker_id: from.id, blocked_id: to.id }).execute();

const QUEUE = `{ moderationReports(first: 50) { edges { node { id reason profile { uuid }
  groupPost { groupName title content isRemoved } actions { kind } } } } }`;
type QueueItem = {
  id: string;
  reason: string;
  profile: { uuid: string };
  groupPost: { groupName: string; title: string | null; content: string | null; isRemoved: boolean } | null;
  actions: { kind: string }[];
};

async function queue(app: App, staff: Member) {
  const answer = await graphql<{ moderationReports: { edges: { node: QueueItem }[] } }>(app, staff.token, QUEUE);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.moderationReports.edges.map((edge) => edge.node);
}

const reportPost = (app: App, member: Member, postId: string, reason = 'HARASSMENT') =>
  graphql<{ groupPostReport: { ok: boolean } }>(
    app,
    member.token,
    `
      mutation ($input: GroupPostReportInput!) {
        groupPostReport(input: $input) {
          ok
        }
      }
    `,
    { input: { postId, reason } },
  );

const THREAD_EVENTS = `subscription ($threadId: ID!) { groupThread(threadId: $threadId) {
  kind deletedId reply { content author { uuid } } thread { replyCount } } }`;
type ThreadEvent = {
  groupThread: { kind: string; deletedId: string | null; reply: { content: string; author: { uuid: string } | null } | null };
};

describe.each(backends)('group posts: notifications, reports and live replies on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('notifies a thread’s author of replies (one notification a thread, counting), never of their own', async () => {
    const [author, replier, other] = await Promise.all([createMember(app), createMember(app, { name: 'Rusty' }), createMember(app)]);
    const group = await makeGroup(app);
    for (const member of [author, replier, other]) await joinGroup(app, group, member);
    const thread = await startedThread(app, author, group);
    await replied(app, author, thread, 'my own reply');
    expect((await centreOf(app, author)).list).toEqual([]);
    await replied(app, replier, thread, 'first');
    await replied(app, other, thread, 'second');
    const { list, unread } = await centreOf(app, author);
    expect(list).toEqual([
      expect.objectContaining({ kind: 'GROUP_REPLY', count: 2, link: `/groups/${group.uuid}/threads/${thread.uuid}`, isRead: false }),
    ]);
    expect(list[0]!.actor.uuid).toBe(other.id);
    expect(unread).toBe(1);
    const withThread = await graphql<{ viewer: { notifications: { edges: { node: { groupThread: { uuid: string } | null } }[] } } }>(
      app,
      author.token,
      '{ viewer { notifications(first: 5) { edges { node { groupThread { uuid } } } } } }',
    );
    expect(withThread.data!.viewer.notifications.edges[0]!.node.groupThread).toEqual({ uuid: thread.uuid });
    // Nobody else hears of it.
    expect((await centreOf(app, replier)).list).toEqual([]);
  });

  it('does not notify the author of a reply from someone they cannot see, and drops it once they block the replier', async () => {
    const [author, hiddenProfile, replier] = await Promise.all([
      createMember(app),
      createMember(app, { view_profile: 'PRIVATE' }),
      createMember(app),
    ]);
    const group = await makeGroup(app);
    for (const member of [author, hiddenProfile, replier]) await joinGroup(app, group, member);
    const thread = await startedThread(app, author, group);
    await replied(app, hiddenProfile, thread, 'from a private profile');
    expect((await centreOf(app, author)).list).toEqual([]);
    await replied(app, replier, thread, 'hello');
    expect((await centreOf(app, author)).list).toHaveLength(1);
    await block(app, author, replier);
    expect(await centreOf(app, author)).toEqual({ list: [], unread: 0 });
  });

  it('takes a reply notification away once its thread is deleted or its group is closed to the author', async () => {
    const [author, replier, moderator] = await Promise.all([createMember(app), createMember(app), createMember(app)]);
    const group = await makeGroup(app, { closed: true });
    await joinGroup(app, group, author);
    await joinGroup(app, group, replier);
    await joinGroup(app, group, moderator, 'MODERATOR');
    const [kept, deleted] = [await startedThread(app, author, group, 'Kept'), await startedThread(app, author, group, 'Deleted')];
    await replied(app, replier, kept);
    await replied(app, replier, deleted);
    expect((await centreOf(app, author)).list).toHaveLength(2);
    await deletePost(app, moderator, deleted.id);
    expect((await centreOf(app, author)).list.map((item) => item.link)).toEqual([`/groups/${group.uuid}/threads/${kept.uuid}`]);
    // Removed from the closed group (and banned), the author no longer reads its discussion, nor hears of it.
    await banFromGroup(app, group, author);
    expect(await centreOf(app, author)).toEqual({ list: [], unread: 0 });
  });

  it('keeps the push preference for replies to one’s threads', async () => {
    const member = await createMember(app);
    const set = await graphql<{ viewer: { notificationPreferences: { groupReplies: boolean; messages: boolean } } }>(
      app,
      member.token,
      `
        mutation {
          notificationPreferencesSet(input: { groupReplies: false }) {
            viewer {
              notificationPreferences {
                groupReplies
                messages
              }
            }
          }
        }
      `,
    );
    expect(set.errors).toBeUndefined();
    const read = await graphql<{ viewer: { notificationPreferences: { groupReplies: boolean; messages: boolean } } }>(
      app,
      member.token,
      '{ viewer { notificationPreferences { groupReplies messages } } }',
    );
    expect(read.data!.viewer.notificationPreferences).toEqual({ groupReplies: false, messages: true });
  });

  it('takes a report of a reply to the moderation queue with the post as evidence, and staff remove it', async () => {
    const [author, reporter, staff] = await Promise.all([createMember(app), createMember(app), createMember(app, { roles: ['TEAM'] })]);
    const group = await makeGroup(app);
    for (const member of [author, reporter]) await joinGroup(app, group, member);
    const thread = await startedThread(app, author, group, 'Weekend meet');
    const bad = await replied(app, author, thread, 'something nasty');
    expect((await reportPost(app, reporter, bad.id)).data).toEqual({ groupPostReport: { ok: true } });
    // Twice is one entry; one's own post is refused; a post hidden from the reporter reads as missing.
    await reportPost(app, reporter, bad.id);
    expect((await reportPost(app, author, bad.id)).errors?.[0]?.message).toBe('You cannot report your own post.');
    const minor = await createMember(app, { age: 16 });
    expect((await reportPost(app, minor, bad.id)).errors?.[0]).toMatchObject({
      message: 'Post not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const reports = (await queue(app, staff)).filter((item) => item.profile.uuid === author.id);
    expect(reports).toEqual([
      expect.objectContaining({
        reason: 'HARASSMENT',
        groupPost: { groupName: expect.stringContaining('Group'), title: null, content: 'something nasty', isRemoved: false },
      }),
    ]);
    const removed = await graphql<{ moderationRemoveContent: { report: QueueItem } }>(
      app,
      staff.token,
      `
        mutation ($input: ModerationReportInput!) {
          moderationRemoveContent(input: $input) {
            report {
              id
              reason
              profile {
                uuid
              }
              groupPost {
                groupName
                title
                content
                isRemoved
              }
              actions {
                kind
              }
            }
          }
        }
      `,
      { input: { reportId: reports[0]!.id } },
    );
    expect(removed.data?.moderationRemoveContent.report).toMatchObject({
      groupPost: { content: null, isRemoved: true },
      actions: [{ kind: 'GROUP_POST_REMOVED' }],
    });
    const seen = (await openThread(app, reporter, thread.uuid))!;
    expect(seen.replies.edges).toEqual([]);
    expect(seen.replyCount).toBe(0);
  });

  it('takes a report of a thread, and removing it takes the thread away', async () => {
    const [author, reporter, staff] = await Promise.all([createMember(app), createMember(app), createMember(app, { roles: ['TEAM'] })]);
    const group = await makeGroup(app);
    await joinGroup(app, group, author);
    const thread = await startedThread(app, author, group, 'Spam title');
    await reportPost(app, reporter, thread.id, 'SPAM_OR_SCAM');
    const [report] = (await queue(app, staff)).filter((item) => item.profile.uuid === author.id);
    expect(report!.groupPost).toMatchObject({ title: 'Spam title', content: 'Who is in?', isRemoved: false });
    await graphql(
      app,
      staff.token,
      `
        mutation ($input: ModerationReportInput!) {
          moderationRemoveContent(input: $input) {
            report {
              id
            }
          }
        }
      `,
      {
        input: { reportId: report!.id },
      },
    );
    expect(await openThread(app, author, thread.uuid)).toBeNull();
  });

  it('sends new replies live, each judged for its subscriber, and refuses a thread the subscriber may not see', async () => {
    const [owner, reader, blocker, stranger] = await Promise.all([
      createMember(app),
      createMember(app),
      createMember(app),
      createMember(app),
    ]);
    const minor = await createMember(app, { age: 16 });
    const group = await makeGroup(app);
    for (const member of [owner, reader, blocker, stranger]) await joinGroup(app, group, member);
    const thread = await startedThread(app, owner, group);
    await block(app, blocker, stranger);
    const readerFeed = new SubscriptionFeed<ThreadEvent>(app, reader.token, THREAD_EVENTS, { threadId: thread.id });
    const blockerFeed = new SubscriptionFeed<ThreadEvent>(app, blocker.token, THREAD_EVENTS, { threadId: thread.id });
    const refused = new SubscriptionFeed<ThreadEvent>(app, minor.token, THREAD_EVENTS, { threadId: thread.id });
    try {
      await readerFeed.repeatUntil(
        () => replied(app, owner, thread, 'are you there?'),
        (feed) => feed.received.length > 0,
      );
      await blockerFeed.repeatUntil(
        () => replied(app, owner, thread, 'are you there?'),
        (feed) => feed.received.length > 0,
      );
      await replied(app, stranger, thread, 'from the blocked member');
      await replied(app, owner, thread, 'last');
      await readerFeed.until((feed) => feed.received.some((event) => event.groupThread.reply?.content === 'last'));
      await blockerFeed.until((feed) => feed.received.some((event) => event.groupThread.reply?.content === 'last'));
      expect(readerFeed.received.map((event) => event.groupThread.reply?.content)).toContain('from the blocked member');
      expect(blockerFeed.received.map((event) => event.groupThread.reply?.content)).not.toContain('from the blocked member');
      expect(readerFeed.received.at(-1)!.groupThread).toMatchObject({ kind: 'REPLY_ADDED', reply: { author: { uuid: owner.id } } });
      // The refusal is the one answer, with no events: the same words as for a thread that does not exist.
      await refused.until((feed) => feed.received.length > 0);
      expect(refused.received).toEqual([
        { errors: [expect.objectContaining({ message: 'Thread not found.', extensions: { code: 'NOT_FOUND' } })] },
      ]);
    } finally {
      await Promise.all([readerFeed.dispose(), blockerFeed.dispose(), refused.dispose()]);
    }
  });
});

describe.each(backends)('group post limits on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    // The real limits, not the relaxed ones other tests run with.
    app = await startTestApp({ postgres, mutationLimits: MUTATION_LIMITS });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('refuses a member posting or reporting faster than the limits, in member words, and stores nothing', async () => {
    const [member, reporter] = [await createMember(app), await createMember(app)];
    const group = await makeGroup(app);
    await joinGroup(app, group, member);
    const thread = await startedThread(app, member, group);
    for (let i = 2; i <= MUTATION_LIMITS.groupThreadCreate!.perMember; i++) await startedThread(app, member, group, `Thread ${i}`);
    const tooMany = await startThread(app, member, group, 'One too many');
    expect(tooMany.errors?.[0]).toMatchObject({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect((await threadsOf(app, member, group))!.edges.map((edge) => edge.node.title)).not.toContain('One too many');
    const replies = MUTATION_LIMITS.groupReplyCreate!.perMember;
    for (let i = 1; i <= replies; i++) await replied(app, member, thread, `reply ${i}`);
    expect((await reply(app, member, thread, 'one too many')).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await openThread(app, member, thread.uuid))!.replyCount).toBe(replies);
    for (let i = 0; i < MUTATION_LIMITS.groupPostReport!.perMember; i++)
      expect((await reportPost(app, reporter, thread.id)).errors).toBeUndefined();
    expect((await reportPost(app, reporter, thread.id)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
