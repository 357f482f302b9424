import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { centreOf } from './notificationFixtures.ts';
import { browserSubscription, startFakePushService, PUSH_SUBSCRIPTION_ADD } from './fakePushService.ts';
import { joinGroup, makeGroup, replied, startedThread } from './groupPostsFixtures.ts';

describe('web push for replies to a member’s group threads', () => {
  let app: App;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    [app, pushService] = await Promise.all([startTestApp(), startFakePushService()]);
  });
  afterAll(async () => {
    await app?.stop();
    await pushService?.stop();
  });

  async function subscribe(member: Member, path: string) {
    const device = browserSubscription(`${pushService.origin}${path}`);
    const { errors } = await graphql(app, member.token, PUSH_SUBSCRIPTION_ADD, { i: device.input });
    expect(errors).toBeUndefined();
    return device;
  }

  const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

  async function threadOf(author: Member, ...others: Member[]) {
    const group = await makeGroup(app);
    for (const member of [author, ...others]) await joinGroup(app, group, member);
    return { group, thread: await startedThread(app, author, group) };
  }

  it('buzzes the thread’s author with the replier’s name and the thread’s link, never the reply’s text', async () => {
    const [author, ana] = [await createMember(app, { name: 'Ben' }), await createMember(app, { name: 'Ana' })];
    const device = await subscribe(author, '/push/thread-author');
    const { group, thread } = await threadOf(author, ana);
    await replied(app, ana, thread, 'a secret plan');
    await app.services.push.settled();
    expect(pushesTo('/push/thread-author').map((push) => device.open(push.body))).toEqual([
      {
        type: 'GROUP_REPLY',
        title: 'New reply to your thread',
        body: 'Ana replied to your thread.',
        link: `/groups/${group.uuid}/threads/${thread.uuid}`,
        tag: `group-thread-${thread.uuid}`,
      },
    ]);
  });

  it('sends nothing when the author turned replies off, or for a replier they may not see', async () => {
    const [author, ana, hidden] = [await createMember(app), await createMember(app), await createMember(app, { view_profile: 'PRIVATE' })];
    await subscribe(author, '/push/replies-off');
    const { thread } = await threadOf(author, ana, hidden);
    await replied(app, hidden, thread, 'from a private profile');
    await app.services.push.settled();
    expect(pushesTo('/push/replies-off')).toEqual([]);
    await graphql(app, author.token, 'mutation { notificationPreferencesSet(input: { groupReplies: false }) { viewer { id } } }');
    await replied(app, ana, thread, 'hello');
    await app.services.push.settled();
    expect(pushesTo('/push/replies-off')).toEqual([]);
    // The centre still has it: the preference is about devices.
    expect((await centreOf(app, author)).list.map((item) => item.kind)).toEqual(['GROUP_REPLY']);
  });
});
