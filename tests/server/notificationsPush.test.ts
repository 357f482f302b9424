import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { subscriptionProblem } from '../../server/notifications/pushSubscriptions.ts';
import type { PushOutcome } from '../../server/notifications/push.ts';
import { BROWSER_PUSH_SERVICES } from '../../server/config.ts';
import { like, setPresence } from './notificationFixtures.ts';
import { browserSubscription, startFakePushService, PUSH_SUBSCRIPTION_ADD } from './fakePushService.ts';

describe('web push to a member’s devices', () => {
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
    const { data, errors } = await graphql(app, member.token, PUSH_SUBSCRIPTION_ADD, { i: device.input });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ pushSubscriptionAdd: { isSubscribed: true } });
    return device;
  }

  const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);
  const devicesOf = (member: Member) =>
    app.services.db.selectFrom('push_subscriptions').select('endpoint').where('profile_id', '=', member.id).execute();

  it('sends an encrypted push the device decrypts to the kind, the name and the link, signed with the stored VAPID key', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    const device = await subscribe(ben, '/push/ben');
    await like(app, ana, ben);
    await app.services.push.settled();
    const [push] = pushesTo('/push/ben');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const payload = device.open(push.body);
    expect(payload).toEqual({
      type: 'LIKE',
      title: 'New like',
      body: 'Ana liked your profile.',
      link: `/profiles/${ana.id}`,
      tag: expect.stringMatching(/^notification-/),
    });
    const key = (await graphql<{ viewer: { pushPublicKey: string } }>(app, ben.token, '{ viewer { pushPublicKey } }')).data!.viewer
      .pushPublicKey;
    const stored = await app.services.db
      .selectFrom('server_keys')
      .select('public_key')
      .where('name', '=', 'vapid')
      .executeTakeFirstOrThrow();
    expect(key).toBe(stored.public_key);
    expect(push.headers.authorization).toContain(`k=${key}`);
  });

  it('sends nothing while a tab is visible (by default) or for a kind the member turned off', async () => {
    const [ana, cy, ben] = [
      await createMember(app, { name: 'Ana' }),
      await createMember(app, { name: 'Cy' }),
      await createMember(app, { name: 'Ben' }),
    ];
    const device = await subscribe(ben, '/push/ben-prefs');
    await setPresence(app, ben, true);
    await like(app, ana, ben);
    await app.services.push.settled();
    expect(pushesTo('/push/ben-prefs')).toEqual([]);
    await setPresence(app, ben, false);
    await graphql(app, ben.token, 'mutation { notificationPreferencesSet(input: {likes: false, mutuals: true}) { viewer { id } } }');
    await like(app, cy, ben);
    await like(app, ben, ana);
    await app.services.push.settled();
    // The like from Cy stays in the app only; the mutual with Ana reaches the device.
    expect(pushesTo('/push/ben-prefs').map((push) => device.open(push.body).type)).toEqual(['MUTUAL']);
    const prefs = await graphql(
      app,
      ben.token,
      '{ viewer { notificationPreferences { likes mutuals chatRequests messages notWhileActive } } }',
    );
    expect(prefs.data).toEqual({
      viewer: { notificationPreferences: { likes: false, mutuals: true, chatRequests: true, messages: true, notWhileActive: true } },
    });
  });

  it.each([410, 404])('deletes a device the push service answers %i for, and keeps the member’s others', async (status) => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    pushService.statusByPath.set(`/push/gone-${status}`, status);
    await subscribe(ben, `/push/gone-${status}`);
    await subscribe(ben, `/push/kept-${status}`);
    await like(app, ana, ben);
    await app.services.push.settled();
    expect(pushesTo(`/push/gone-${status}`)).toHaveLength(1);
    expect((await devicesOf(ben)).map((row) => row.endpoint)).toEqual([`${pushService.origin}/push/kept-${status}`]);
  });

  it('a like does not wait for the push service', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    await subscribe(ben, '/push/slow');
    pushService.hold();
    try {
      // Were the push on the mutation's path, this would wait for an answer that does not come until release().
      expect((await like(app, ana, ben)).errors).toBeUndefined();
    } finally {
      pushService.release();
    }
    await app.services.push.settled();
    expect(pushesTo('/push/slow')).toHaveLength(1);
  });

  it('a failing push service fails neither the like nor anything else', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    pushService.statusByPath.set('/push/broken', 500);
    await subscribe(ben, '/push/broken');
    const answer = await like(app, ana, ben);
    expect(answer.errors).toBeUndefined();
    await app.services.push.settled();
    expect(await devicesOf(ben)).toHaveLength(1);
  });

  it('forgets a member’s devices, preferences and notifications when they delete their account', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    await subscribe(ben, '/push/deleted');
    await graphql(app, ben.token, 'mutation { notificationPreferencesSet(input: {likes: false}) { viewer { id } } }');
    await like(app, ana, ben);
    await graphql(app, ben.token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }');
    const db = app.services.db;
    expect(await devicesOf(ben)).toEqual([]);
    expect(await db.selectFrom('notification_preferences').select('profile_id').where('profile_id', '=', ben.id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('recipient_id', '=', ben.id).execute()).toEqual([]);
  });

  it('refuses addresses that are not a push service’s, bad keys, and more than ten devices, and changes nothing', async () => {
    const ben = await createMember(app, { name: 'Ben' });
    const good = browserSubscription('https://fcm.googleapis.com/fcm/send/x').input;
    const refused = [
      { ...good, endpoint: 'http://example.com/push' },
      { ...good, endpoint: 'file:///etc/passwd' },
      { ...good, endpoint: 'https://10.0.0.7/push' },
      { ...good, endpoint: 'https://[fd00::1]/push' },
      { ...good, endpoint: 'https://user:secret@fcm.googleapis.com/fcm/send/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1200)}` },
      // A name is not enough: one inside the server's network, or one an abuser points at it, is no push service.
      { ...good, endpoint: 'https://metadata.google.internal/computeMetadata/v1/' },
      { ...good, endpoint: 'https://redis.internal/push' },
      { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/push' },
      { ...good, endpoint: 'https://evilfcm.googleapis.com.example/push' },
      { ...good, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x' },
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...good, p256dh: 'short' },
      { ...good, auth: '' },
    ];
    for (const input of refused) {
      const { errors } = await graphql(app, ben.token, PUSH_SUBSCRIPTION_ADD, { i: input });
      expect(errors?.[0]?.extensions?.code, input.endpoint.slice(0, 40)).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toMatch(/^This device cannot receive notifications/);
    }
    expect(await devicesOf(ben)).toEqual([]);
    // The browsers' push services, and their subdomains, are taken; production takes no local push service at all.
    const production = { pushAllowLoopback: false, pushServices: BROWSER_PUSH_SERVICES };
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ])
      expect(subscriptionProblem({ ...good, endpoint }, production), endpoint).toBeNull();
    expect(subscriptionProblem({ ...good, endpoint: `${pushService.origin}/push/x` }, production)).toMatch(/not a push service/);
    for (let device = 0; device < 10; device++) await subscribe(ben, `/push/many-${device}`);
    const eleventh = await graphql(app, ben.token, PUSH_SUBSCRIPTION_ADD, {
      i: browserSubscription(`${pushService.origin}/push/many-10`).input,
    });
    expect(eleventh.errors?.[0]?.message).toMatch(/10 devices already/);
    expect(await devicesOf(ben)).toHaveLength(10);
    const removed = await graphql(
      app,
      ben.token,
      'mutation ($e: String!) { pushSubscriptionRemove(input: {endpoint: $e}) { isSubscribed } }',
      {
        e: `${pushService.origin}/push/many-0`,
      },
    );
    expect(removed.data).toEqual({ pushSubscriptionRemove: { isSubscribed: false } });
    expect(await devicesOf(ben)).toHaveLength(9);
  });
});

describe('web push on a server that takes no local push service', () => {
  let app: App;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    [app, pushService] = await Promise.all([startTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'false' } }), startFakePushService()]);
  });
  afterAll(async () => {
    await app?.stop();
    await pushService?.stop();
  });

  it('sends nothing to a stored device whose address it would not take today, and keeps the row', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    // As an older server with looser rules stored it: an address inside this machine.
    const device = browserSubscription(`${pushService.origin}/push/stored-before`).input;
    await app.services.db
      .insertInto('push_subscriptions')
      .values({ endpoint: device.endpoint, profile_id: ben.id, p256dh: device.p256dh, auth: device.auth, created_at: new Date() })
      .execute();
    const outcomes: PushOutcome[] = [];
    app.services.push.outcomes.on('outcome', (outcome) => outcomes.push(outcome));
    expect((await like(app, ana, ben)).errors).toBeUndefined();
    await app.services.push.settled();
    expect(pushService.received).toEqual([]);
    expect(outcomes).toEqual([{ endpoint: device.endpoint, status: 'FAILED' }]);
    expect(await app.services.db.selectFrom('push_subscriptions').select('endpoint').where('profile_id', '=', ben.id).execute()).toEqual([
      { endpoint: device.endpoint },
    ]);
    // Nor can a member add it now.
    const { errors } = await graphql(app, ben.token, PUSH_SUBSCRIPTION_ADD, {
      i: browserSubscription(`${pushService.origin}/push/new`).input,
    });
    expect(errors?.[0]?.message).toMatch(/not a push service/);
  });
});
