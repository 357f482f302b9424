import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { deletePost, joinGroup, makeGroup, replied, startedThread } from './groupPostsFixtures.ts';

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

const THREAD_EVENTS = `subscription ($threadId: ID!) { groupThread(threadId: $threadId) { kind deletedId reply { content } } }`;
type ThreadEvent = { groupThread: { kind: string; deletedId: string | null; reply: { content: string } | null } };

scaleOut('group threads across two server processes sharing PostgreSQL and Redis', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  let author: Member;
  let reader: Member;
  let blocker: Member;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    first = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    second = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    [author, reader, blocker] = [await createMember(first), await createMember(first), await createMember(first)];
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('delivers a reply posted through one process to subscribers on the other, each judged there', async () => {
    const group = await makeGroup(first);
    for (const member of [author, reader, blocker]) await joinGroup(first, group, member);
    const thread = await startedThread(first, author, group);
    const stranger = await createMember(first);
    await joinGroup(first, group, stranger);
    await first.services.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: stranger.id }).execute();
    const readerFeed = new SubscriptionFeed<ThreadEvent>(second, reader.token, THREAD_EVENTS, { threadId: thread.id });
    const blockerFeed = new SubscriptionFeed<ThreadEvent>(second, blocker.token, THREAD_EVENTS, { threadId: thread.id });
    try {
      for (const feed of [readerFeed, blockerFeed])
        await feed.repeatUntil(
          () => replied(first, author, thread, 'anyone on the other server?'),
          (held) => held.received.length > 0,
        );
      await replied(first, stranger, thread, 'from the member the blocker blocked');
      const last = await replied(first, author, thread, 'last word');
      await readerFeed.until((feed) => feed.received.some((event) => event.groupThread.reply?.content === 'last word'));
      await blockerFeed.until((feed) => feed.received.some((event) => event.groupThread.reply?.content === 'last word'));
      expect(readerFeed.received.map((event) => event.groupThread.reply?.content)).toContain('from the member the blocker blocked');
      expect(blockerFeed.received.map((event) => event.groupThread.reply?.content)).not.toContain('from the member the blocker blocked');
      // A deletion through the other process reaches them too.
      await deletePost(first, author, last.id);
      await readerFeed.until((feed) => feed.received.some((event) => event.groupThread.deletedId === last.id));
      expect(readerFeed.received.at(-1)!.groupThread).toEqual({ kind: 'REPLY_DELETED', deletedId: last.id, reply: null });
    } finally {
      await Promise.all([readerFeed.dispose(), blockerFeed.dispose()]);
    }
  });
});
