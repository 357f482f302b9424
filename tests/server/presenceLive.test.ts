import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { graphql, logIn, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { block, setPresence } from './notificationFixtures.ts';

interface Event {
  profilePresence: { profile: { displayName: string | null; presence: string | null } };
}

const SUBSCRIPTION = 'subscription ($id: ID!) { profilePresence(profileId: $id) { profile { displayName presence } } }';
const seen = (feed: SubscriptionFeed<Event>) =>
  feed.received.map(({ profilePresence: { profile } }) => `${profile.displayName}: ${profile.presence}`);

function watch(app: App, viewer: Member, profileId: string) {
  return new SubscriptionFeed<Event>(app, viewer.token, SUBSCRIPTION, { id: toGlobalId('Profile', profileId) });
}

/** Resolves once `feed` is live (it has sent the presence as it is), then has heard `owner` come online. */
async function untilOnline(app: App, feed: SubscriptionFeed<Event>, owner: Member) {
  await feed.until((live) => live.received.length > 0);
  feed.received.length = 0;
  await setPresence(app, owner, true);
  await feed.until((live) => live.received.length > 0);
}

/** The code and words a refused subscription ends with, having sent nothing else. */
async function refusal(app: App, viewer: Member, id: string) {
  const feed = new SubscriptionFeed<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>(
    app,
    viewer.token,
    SUBSCRIPTION,
    { id },
  );
  await feed.until((it) => it.ended);
  await feed.dispose();
  return feed.received.flatMap((result) =>
    (result.errors ?? [{ message: 'no error' }]).map((error) => `${error.extensions?.code}: ${error.message}`),
  );
}

const NOT_FOUND = ['NOT_FOUND: Profile not found'];

describe('the profilePresence subscription', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it("sends a member's presence when its step changes, not on each report of an open tab", async () => {
    const [ana, ben] = await Promise.all([createMember(app, { name: 'Ana' }), createMember(app, { name: 'Ben' })]);
    const feed = watch(app, ana, ben.id);
    await untilOnline(app, feed, ben);
    expect(seen(feed)).toEqual(['Ben: ONLINE']);

    await setPresence(app, ben, false);
    await feed.until((it) => it.received.length === 2);
    // An open tab reports every minute: only the first report after a pause is news.
    await setPresence(app, ben, true);
    await setPresence(app, ben, true);
    await setPresence(app, ben, false);
    await feed.until((it) => it.received.length === 4);
    expect(seen(feed)).toEqual(['Ben: ONLINE', 'Ben: ACTIVE_TODAY', 'Ben: ONLINE', 'Ben: ACTIVE_TODAY']);
    await feed.dispose();
  });

  it('says a member left when their socket closes', async () => {
    const [ana, ben] = await Promise.all([createMember(app, { name: 'Ana' }), createMember(app, { name: 'Ben' })]);
    const feed = watch(app, ana, ben.id);
    // Ben's own socket, known to be open once his subscription has said its first word.
    const bensSocket = watch(app, ben, ana.id);
    await bensSocket.until((it) => it.received.length > 0);
    await untilOnline(app, feed, ben);
    await bensSocket.dispose();
    await feed.until((it) => it.received.length === 2);
    expect(seen(feed)).toEqual(['Ben: ONLINE', 'Ben: ACTIVE_TODAY']);
    await feed.dispose();
  });

  it('is refused, in the same words, for a profile the viewer may not see or that does not exist', async () => {
    const [ana, ben, hermit, blocker] = await Promise.all([
      createMember(app, { name: 'Ana' }),
      createMember(app, { name: 'Ben' }),
      createMember(app, { name: 'Hermit', view_profile: 'PRIVATE' }),
      createMember(app, { name: 'Blocker' }),
    ]);
    const minor = await createMember(app, { name: 'Kit', age: 16 });
    await block(app, blocker, ana);
    await block(app, ana, ben);
    // Another age pool, either way; hidden by privacy; blocked either way; nobody at all; not a profile id.
    const profile = (id: string) => toGlobalId('Profile', id);
    expect(await refusal(app, minor, profile(ana.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, profile(minor.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, profile(hermit.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, profile(blocker.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, profile(ben.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, profile('00000000-0000-4000-8000-000000000000'))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, toGlobalId('ChatRoom', ben.id))).toEqual(NOT_FOUND);
    expect(await refusal(app, ana, 'not an id')).toEqual(NOT_FOUND);
  });

  it('is refused before onboarding', async () => {
    const ben = await createMember(app, { name: 'Ben' });
    const newcomer = { id: '', token: await logIn(app, `newcomer-${process.pid}-${Date.now()}@example.com`) };
    expect((await refusal(app, newcomer, toGlobalId('Profile', ben.id)))[0]).toMatch(/^ONBOARDING_REQUIRED: /);
  });

  it('stays silent while the member blocks the viewer or hides when they were last online', async () => {
    const [ana, ben] = await Promise.all([createMember(app, { name: 'Ana' }), createMember(app, { name: 'Ben' })]);
    const feed = watch(app, ana, ben.id);
    await untilOnline(app, feed, ben);

    // Blocked: Ben going away reaches Ana not at all, not even as a hidden profile.
    await block(app, ben, ana);
    await setPresence(app, ben, false);
    // What a leaked event would have carried is the old name; Ana may hear of Ben again only after the unblock.
    await app.services.db.updateTable('profiles').set({ display_name: 'Benny' }).where('id', '=', ben.id).execute();
    await graphql(app, ben.token, 'mutation ($u: String!) { userUnblockProfile(input: {uuid: $u}) { __typename } }', { u: ana.id });
    app.services.pubsub.publish('presence', ben.id, { profileId: ben.id });
    await feed.until((it) => it.received.length === 2);
    expect(seen(feed)).toEqual(['Ben: ONLINE', 'Benny: ACTIVE_TODAY']);

    // Presence hidden by Ben's privacy: the change from Active today to Online says nothing (both read as hidden).
    await graphql(app, ben.token, 'mutation { setPrivacySettings(input: {showLastOnline: false}) { __typename } }');
    app.services.pubsub.publish('presence', ben.id, { profileId: ben.id });
    await feed.until((it) => it.received.length === 3);
    expect(seen(feed).at(-1)).toBe('Benny: null');
    await setPresence(app, ben, true);
    await app.services.db.updateTable('profiles').set({ display_name: 'Benjamin' }).where('id', '=', ben.id).execute();
    await graphql(app, ben.token, 'mutation { setPrivacySettings(input: {showLastOnline: true}) { __typename } }');
    app.services.pubsub.publish('presence', ben.id, { profileId: ben.id });
    await feed.until((it) => it.received.length === 4);
    expect(seen(feed)).toEqual(['Ben: ONLINE', 'Benny: ACTIVE_TODAY', 'Benny: null', 'Benjamin: ONLINE']);
    await feed.dispose();
  });
});
