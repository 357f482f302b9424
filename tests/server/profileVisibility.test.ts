import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { AD_ADULT, addImage, addKinks, createMember, type Member } from './profileFixtures.ts';

const PROFILE = `query ($uuid: String!) {
  profile(uuid: $uuid) {
    uuid
    bio { biography interests { interest } hobbies { interest { interest } } }
    bioAd { biography }
    kinks { kink { displayName } }
    primaryImageAd { id }
    images { edges { node { image { contentRating } } } }
    adImages: images(isAd: true) { edges { node { id } } }
    socialAccounts { socialNetwork value accessPermission }
    groups { group { displayName isAd } }
    events { event { displayName isAd } }
  }
}`;

interface Seen {
  uuid: string;
  bio: { biography: string | null; interests: { interest: string }[]; hobbies: { interest: { interest: string } }[] };
  bioAd: { biography: string } | null;
  kinks: unknown[];
  primaryImageAd: unknown;
  images: { edges: { node: { image: { contentRating: string } } }[] };
  adImages: { edges: unknown[] };
  socialAccounts: { socialNetwork: string; value: string; accessPermission: string }[];
  groups: { group: { displayName: string; isAd: boolean } }[];
  events: { event: { displayName: string; isAd: boolean } }[];
}

describe.each(backends)('what a profile shows to whom on $name', ({ postgres }) => {
  let app: App;
  let owner: Member;
  let adAdult: Member;

  const see = async (viewer: Member, uuid = owner.id) => {
    const answer = await graphql<{ profile: Seen | null }>(app, viewer.token, PROFILE, { uuid });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profile;
  };

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    const db = app.services.db;
    owner = await createMember(app, { ...AD_ADULT, biography: 'Hello there', ad_biography: 'After dark hello' });
    adAdult = await createMember(app, AD_ADULT);
    await addKinks(app, owner);
    await addImage(app, owner, { rating: 'SAFE' });
    await addImage(app, owner, { rating: 'MATURE' });
    await db
      .updateTable('profiles')
      .set({ primary_image_ad_id: await addImage(app, owner, { isAd: true, rating: 'HARD' }) })
      .where('id', '=', owner.id)
      .execute();
    await db
      .insertInto('social_accounts')
      .values([
        { id: randomUUID(), profile_id: owner.id, social_network: 'TELEGRAM', value: '@open_fox', access_permission: 'PUBLIC' },
        { id: randomUUID(), profile_id: owner.id, social_network: 'DISCORD', value: 'secret_fox', access_permission: 'PRIVATE' },
        { id: randomUUID(), profile_id: owner.id, social_network: 'TWITTER_AD', value: '@fox_ad', access_permission: 'PUBLIC' },
      ])
      .execute();
    const [hiking, synth] = await db
      .insertInto('interests')
      .values([{ interest: `Hiking ${owner.id}` }, { interest: `Synthwave ${owner.id}` }])
      .returning('id')
      .execute();
    await db
      .insertInto('profile_interests')
      .values([
        { profile_id: owner.id, interest_id: hiking.id, is_hobby: false },
        { profile_id: owner.id, interest_id: synth.id, is_hobby: false },
        { profile_id: owner.id, interest_id: hiking.id, is_hobby: true },
      ])
      .execute();
    const [safeGroup, adGroup] = [randomUUID(), randomUUID()];
    await db
      .insertInto('groups')
      .values([
        { uuid: safeGroup, display_name: 'Berlin Furmeet', is_ad: false },
        { uuid: adGroup, display_name: 'Late Night Den', is_ad: true },
      ])
      .execute();
    await db
      .insertInto('profile_groups')
      .values([
        { profile_id: owner.id, group_uuid: safeGroup },
        { profile_id: owner.id, group_uuid: adGroup },
      ])
      .execute();
    const [safeEvent, adEvent] = [randomUUID(), randomUUID()];
    const begin = new Date('2030-05-01T18:00:00Z');
    const end = new Date('2030-05-01T22:00:00Z');
    await db
      .insertInto('events')
      .values([
        // Hosted by the owner, in the adult pool, as every event has a host and a pool.
        { uuid: safeEvent, display_name: 'Picnic in the park', begin_at: begin, end_at: end, host_id: owner.id },
        { uuid: adEvent, display_name: 'After Dark Party', is_ad: true, begin_at: begin, end_at: end, host_id: owner.id },
      ])
      .execute();
    await db
      .insertInto('profile_events')
      .values([
        { profile_id: owner.id, event_uuid: safeEvent },
        { profile_id: owner.id, event_uuid: adEvent },
      ])
      .execute();
  });
  afterAll(() => app?.stop());

  it('shows an opted-in adult the After Dark bio, images, kinks, groups and events', async () => {
    const seen = (await see(adAdult))!;
    expect(seen.bioAd?.biography).toBe('After dark hello');
    expect(seen.kinks).toHaveLength(2);
    expect(seen.adImages.edges).toHaveLength(1);
    expect(seen.primaryImageAd).not.toBeNull();
    expect(seen.groups.map((entry) => entry.group.displayName).sort()).toEqual(['Berlin Furmeet', 'Late Night Den']);
    expect(seen.events.map((entry) => entry.event.displayName).sort()).toEqual(['After Dark Party', 'Picnic in the park']);
    expect(seen.socialAccounts.map((account) => account.socialNetwork).sort()).toEqual(['TELEGRAM', 'TWITTER_AD']);
    // Mature and explicit pictures carry their rating, so the client can blur them.
    expect(seen.images.edges.map((edge) => edge.node.image.contentRating).sort()).toEqual(['MATURE', 'SAFE']);
  });

  it('shows a minor no adult profile at all: the two pools never meet', async () => {
    const minor = await createMember(app, { age: 16, is_ad_opt_in: true });
    expect(await see(minor)).toBeNull();
  });

  for (const [who, options] of [['an adult who has not opted in', { age: 30, is_ad_opt_in: false }]] as const) {
    it(`keeps every After Dark part from ${who}`, async () => {
      const viewer = await createMember(app, options);
      const seen = (await see(viewer))!;
      expect(seen.bio.biography).toBe('Hello there');
      expect(seen.bioAd).toBeNull();
      expect(seen.kinks).toEqual([]);
      expect(seen.adImages.edges).toEqual([]);
      expect(seen.primaryImageAd).toBeNull();
      expect(seen.groups.map((entry) => entry.group.isAd)).toEqual([false]);
      expect(seen.events.map((entry) => entry.event.isAd)).toEqual([false]);
      expect(seen.socialAccounts.map((account) => account.socialNetwork)).toEqual(['TELEGRAM']);
    });
  }

  it('shows a minor only safe pictures', async () => {
    // A minor's pictures rated above Safe (posted while a staff correction had them as an adult) stay hidden from minors.
    const minorOwner = await createMember(app, { age: 17 });
    await addImage(app, minorOwner, { rating: 'SAFE' });
    await addImage(app, minorOwner, { rating: 'MATURE' });
    const minor = await createMember(app, { age: 16 });
    expect((await see(minor, minorOwner.id))!.images.edges.map((edge) => edge.node.image.contentRating)).toEqual(['SAFE']);
  });

  it('shows a private social account only on its owner’s own profile', async () => {
    expect((await see(adAdult))!.socialAccounts.map((account) => account.value)).not.toContain('secret_fox');
    const own = (await see(owner))!;
    expect(own.socialAccounts.find((account) => account.value === 'secret_fox')?.accessPermission).toBe('PRIVATE');
  });

  it('lists interests, and hobbies apart from them', async () => {
    const seen = (await see(adAdult))!;
    expect(seen.bio.interests.map((entry) => entry.interest).sort()).toEqual([`Hiking ${owner.id}`, `Synthwave ${owner.id}`]);
    expect(seen.bio.hobbies.map((entry) => entry.interest.interest)).toEqual([`Hiking ${owner.id}`]);
  });

  it('reads a profile blocked in either direction as not found', async () => {
    const blocker = await createMember(app);
    const blocked = await createMember(app);
    await app.services.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: blocked.id }).execute();
    expect(await see(blocked, blocker.id)).toBeNull();
    expect(await see(blocker, blocked.id)).toBeNull();
    // Someone else still sees both.
    expect((await see(adAdult, blocker.id))?.uuid).toBe(blocker.id);
    expect((await see(adAdult, blocked.id))?.uuid).toBe(blocked.id);
  });

  it('reads a deleted, banned or unknown profile as not found', async () => {
    const deleted = await createMember(app, { deleted_at: new Date() });
    const banned = await createMember(app, { banned_at: new Date() });
    expect(await see(adAdult, deleted.id)).toBeNull();
    expect(await see(adAdult, banned.id)).toBeNull();
    expect(await see(adAdult, randomUUID())).toBeNull();
    expect(await see(adAdult, 'not-a-uuid')).toBeNull();
  });

  it('resolves an image or a fursona by its global id only for whoever may see it on the profile', async () => {
    const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64url');
    const hardAdImage = await addImage(app, owner, { isAd: true, rating: 'HARD' });
    const species = await app.services.db
      .insertInto('species')
      .values({ display_name: `Red fox ${owner.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sona = randomUUID();
    await app.services.db
      .insertInto('sonas')
      .values({ id: sona, profile_id: owner.id, display_name: 'Ember', species_id: species.id })
      .execute();
    const node = async (viewer: Member, id: string) => {
      const answer = await graphql<{ node: { __typename: string } | null }>(
        app,
        viewer.token,
        'query ($id: ID!) { node(id: $id) { __typename ... on ProfileImage { isAd } ... on Sona { displayName } } }',
        { id },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.node;
    };
    expect(await node(adAdult, globalId('ProfileImage', hardAdImage))).toEqual({ __typename: 'ProfileImage', isAd: true });
    expect(await node(adAdult, globalId('Sona', sona))).toEqual({ __typename: 'Sona', displayName: 'Ember' });
    const minor = await createMember(app, { age: 16 });
    expect(await node(minor, globalId('ProfileImage', hardAdImage))).toBeNull();
    const blocked = await createMember(app);
    await app.services.db.insertInto('blocks').values({ blocker_id: owner.id, blocked_id: blocked.id }).execute();
    expect(await node(blocked, globalId('Sona', sona))).toBeNull();
    expect(await node(adAdult, globalId('Sona', 'not-a-uuid'))).toBeNull();
  });

  it('resolves social accounts, groups, events, kinks and reference data by global id under the same rules', async () => {
    const db = app.services.db;
    const globalId = (type: string, key: string | number) => Buffer.from(`${type}:${key}`).toString('base64url');
    const accounts = await db.selectFrom('social_accounts').select(['id', 'social_network']).where('profile_id', '=', owner.id).execute();
    const account = (network: string) => globalId('SocialAccount', accounts.find((row) => row.social_network === network)!.id);
    const group = async (name: string) =>
      globalId('Group', (await db.selectFrom('groups').select('uuid').where('display_name', '=', name).executeTakeFirstOrThrow()).uuid);
    const event = async (name: string) =>
      globalId('Event', (await db.selectFrom('events').select('uuid').where('display_name', '=', name).executeTakeFirstOrThrow()).uuid);
    const kinks = await db
      .selectFrom('profile_kinks')
      .innerJoin('kinks', 'kinks.id', 'profile_kinks.kink_id')
      .select(['kinks.id', 'kinks.is_hard'])
      .where('profile_id', '=', owner.id)
      .execute();
    const kink = (hard: boolean) => globalId('Kink', kinks.find((row) => row.is_hard === hard)!.id);
    const species = await db
      .insertInto('species')
      .values({ display_name: `Arctic fox ${owner.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const interest = await db
      .insertInto('interests')
      .values({ interest: `Knitting ${owner.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const flag = await db
      .insertInto('feature_flags')
      .values({ key: `node-test-${owner.id}`, title: 'Node test', enabled_targets: ['TEAM'] })
      .returning('key')
      .executeTakeFirstOrThrow();
    const ids = {
      telegram: account('TELEGRAM'),
      discord: account('DISCORD'),
      safeGroup: await group('Berlin Furmeet'),
      adGroup: await group('Late Night Den'),
      safeEvent: await event('Picnic in the park'),
      adEvent: await event('After Dark Party'),
      softKink: kink(false),
      hardKink: kink(true),
      species: globalId('Species', species.id),
      interest: globalId('Interest', interest.id),
      flag: globalId('FeatureFlag', flag.key),
      berlin: globalId('Place', '2950159'),
      nonsense: globalId('Species', 'x; drop table species'),
    };
    const seen = async (viewer: Member) => {
      const answer = await graphql<{ nodes: ({ __typename: string } | null)[] }>(
        app,
        viewer.token,
        'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
        { ids: Object.values(ids) },
      );
      expect(answer.errors).toBeUndefined();
      return Object.fromEntries(Object.keys(ids).map((key, index) => [key, answer.data!.nodes[index]?.__typename ?? null]));
    };
    const everything = {
      telegram: 'SocialAccount',
      discord: null,
      safeGroup: 'Group',
      adGroup: 'Group',
      safeEvent: 'Event',
      adEvent: 'Event',
      softKink: 'Kink',
      hardKink: 'Kink',
      species: 'Species',
      interest: 'Interest',
      flag: 'FeatureFlag',
      berlin: 'Place',
      nonsense: null,
    };
    expect(await seen(adAdult)).toEqual(everything);
    // The private account shows only to its owner; After Dark groups, events and kinks only with After Dark access.
    expect(await seen(owner)).toEqual({ ...everything, discord: 'SocialAccount' });
    const notOptedIn = await createMember(app, { age: 30 });
    expect(await seen(notOptedIn)).toEqual({ ...everything, adGroup: null, adEvent: null, softKink: null, hardKink: null });
    const noHard = await createMember(app, { ...AD_ADULT, is_hard_opt_in: false });
    expect(await seen(noHard)).toEqual({ ...everything, hardKink: null });
    // A minor reaches nothing of an adult's profile (its social account), no group or event of the adults' pool (both
    // are seen by their own pool only), and no After Dark group, event or kink.
    const minor = await createMember(app, { age: 16, is_ad_opt_in: true });
    expect(await seen(minor)).toEqual({
      ...everything,
      telegram: null,
      safeGroup: null,
      adGroup: null,
      safeEvent: null,
      adEvent: null,
      softKink: null,
      hardKink: null,
    });
  });
});
