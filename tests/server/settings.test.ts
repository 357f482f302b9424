import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { addImage, dataUrl, newMember, photoWithGps } from './settingsFixtures.ts';

const SPECIES = '{ species(displayName: "fox") { speciesId displayName } }';
const CREATE_SONA =
  'mutation ($input: SonaCreateInput!) { sonaCreate(input: $input) { sona { id displayName hasFursuit species { displayName } images { id } } } }';
const EDIT_SONA = 'mutation ($input: SonaEditInput!) { sonaEdit(input: $input) { sona { id displayName species { speciesId } } } }';
const PRIVACY =
  'mutation ($input: SetPrivacySettingsInput!) { setPrivacySettings(input: $input) { profile { privacySettings { viewProfile viewAge startChat viewKinks viewAd showLastOnline } } } }';

describe.each(backends)('settings on $name', ({ postgres }) => {
  let app: App;
  let alice: { token: string; uuid: string };
  let bob: { token: string; uuid: string };
  let foxId: number;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    await app.services.db
      .insertInto('species')
      .values([{ display_name: 'Red Fox', popularity: 9 }, { display_name: 'Arctic Fox', popularity: 5 }, { display_name: 'Wolf' }])
      .execute();
    alice = await newMember(app, 'alice@example.com');
    bob = await newMember(app, 'bob@example.com');
    foxId = (await graphql<{ species: { speciesId: number }[] }>(app, alice.token, SPECIES)).data!.species[0].speciesId;
  });
  afterAll(() => app?.stop());

  it('saves a bio, clears the biography to null and refuses unknown language codes without changing anything', async () => {
    const set = await graphql(
      app,
      alice.token,
      'mutation ($input: UserSetBioInput!) { userSetBio(input: $input) { profile { bio { biography genders languages relationshipStatus } } } }',
      {
        input: { biography: '  Hello there  ', genders: ['Female', ' Starfox '], languages: ['en', 'DE'], relationshipStatus: 'SINGLE' },
      },
    );
    expect(set.data).toEqual({
      userSetBio: {
        profile: {
          bio: { biography: 'Hello there', genders: ['Female', 'Starfox'], languages: ['en', 'de'], relationshipStatus: 'SINGLE' },
        },
      },
    });
    const bad = await graphql(
      app,
      alice.token,
      'mutation { userSetBio(input: {biography: "changed", languages: ["xx"]}) { profile { id } } }',
    );
    expect(bad.errors?.[0].message).toBe('"xx" is not an ISO 639-1 language code.');
    const cleared = await graphql(
      app,
      alice.token,
      'mutation { userSetBio(input: {biography: "   "}) { profile { bio { biography languages } } } }',
    );
    expect(cleared.data).toEqual({ userSetBio: { profile: { bio: { biography: null, languages: ['en', 'de'] } } } });
  });

  it('keeps privacy defaults, saves changes only for the member who makes them', async () => {
    const before = await graphql(
      app,
      alice.token,
      '{ viewer { profile { privacySettings { viewProfile viewAge startChat viewKinks viewAd showLastOnline } } } }',
    );
    expect(before.data).toEqual({
      viewer: {
        profile: {
          privacySettings: {
            viewProfile: 'PUBLIC',
            viewAge: 'PUBLIC',
            startChat: 'PUBLIC',
            viewKinks: 'PUBLIC',
            viewAd: 'PUBLIC',
            showLastOnline: true,
          },
        },
      },
    });
    const set = await graphql(app, bob.token, PRIVACY, { input: { startChat: 'PRIVATE', showLastOnline: false } });
    expect(set.data).toMatchObject({
      setPrivacySettings: { profile: { privacySettings: { startChat: 'PRIVATE', showLastOnline: false, viewProfile: 'PUBLIC' } } },
    });
    // Alice sees Bob's setting take effect, and her own settings did not move.
    const seen = await graphql(
      app,
      alice.token,
      '{ profile(uuid: "' +
        bob.uuid +
        '") { canStartChat privacySettings { startChat } } viewer { profile { privacySettings { startChat } } } }',
    );
    expect(seen.data).toEqual({
      profile: { canStartChat: false, privacySettings: null },
      viewer: { profile: { privacySettings: { startChat: 'PUBLIC' } } },
    });
  });

  it('does not let a member edit, rate, make primary or remove another member’s image', async () => {
    const added = await addImage(app, alice.token, dataUrl(await photoWithGps(64, 64)));
    const image = added.data!.userProfileImageAdd.profileImageEdge.node;
    const attempts = [
      [
        'mutation ($id: ID!) { userProfileImageEdit(input: {id: $id, accessPermission: PRIVATE}) { profileImage { id } } }',
        { id: image.id },
      ],
      ['mutation ($id: ID!) { userProfileImageSet(input: {id: $id}) { profileImage { id } } }', { id: image.id }],
      ['mutation ($id: ID!) { userProfileImageRemove(input: {id: $id}) { deletedId } }', { id: image.id }],
      [
        'mutation ($uuid: String!) { imageContentRatingSet(input: {uuid: $uuid, contentRating: MATURE}) { image { uuid } } }',
        { uuid: image.image.uuid },
      ],
    ] as const;
    for (const [query, variables] of attempts) {
      expect((await graphql(app, bob.token, query, variables)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const own = await graphql(
      app,
      alice.token,
      '{ viewer { images { edges { node { id accessPermission image { contentRating } } } } profile { primaryImage { id } } } }',
    );
    expect(own.data).toEqual({
      viewer: {
        images: { edges: [{ node: { id: image.id, accessPermission: 'PUBLIC', image: { contentRating: 'SAFE' } } }] },
        profile: { primaryImage: null },
      },
    });
    // viewer.image finds an image among the member's own only.
    const byId = '{ viewer { image(id: "' + image.id + '") { id } } }';
    expect((await graphql(app, alice.token, byId)).data).toEqual({ viewer: { image: { id: image.id } } });
    expect((await graphql(app, bob.token, byId)).data).toEqual({ viewer: { image: null } });
    expect((await graphql(app, alice.token, '{ viewer { image(id: "bm90LWFuLWlk") { id } } }')).data).toEqual({ viewer: { image: null } });
    // The owner can do each of these.
    expect((await graphql(app, alice.token, attempts[1][0], attempts[1][1])).errors).toBeUndefined();
    expect((await graphql(app, alice.token, attempts[0][0], attempts[0][1])).errors).toBeUndefined();
  });

  it('creates a fursona with a searched species, ignores an empty name change, and keeps it from other members', async () => {
    expect((await graphql(app, alice.token, CREATE_SONA, { input: { displayName: '  ', speciesId: foxId } })).errors?.[0].message).toBe(
      'Please give your fursona a name.',
    );
    expect((await graphql(app, alice.token, CREATE_SONA, { input: { displayName: 'Ember', speciesId: 999999 } })).errors?.[0].message).toBe(
      'Please choose a species from the list.',
    );
    const created = await graphql<{ sonaCreate: { sona: { id: string } } }>(app, alice.token, CREATE_SONA, {
      input: { displayName: 'Ember', speciesId: foxId, hasFursuit: true },
    });
    expect(created.data).toMatchObject({
      sonaCreate: { sona: { displayName: 'Ember', hasFursuit: true, species: { displayName: 'Red Fox' } } },
    });
    const id = created.data!.sonaCreate.sona.id;
    const renamed = await graphql(app, alice.token, EDIT_SONA, { input: { id, displayName: '' } });
    expect(renamed.data).toMatchObject({ sonaEdit: { sona: { displayName: 'Ember' } } });
    expect((await graphql(app, bob.token, EDIT_SONA, { input: { id, displayName: 'Stolen' } })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await graphql(app, bob.token, 'mutation ($id: ID!) { sonaRemove(input: {id: $id}) { deletedId } }', { id })).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
    const still = await graphql(app, alice.token, '{ viewer { sonas { displayName } } }');
    expect(still.data).toEqual({ viewer: { sonas: [{ displayName: 'Ember' }] } });
    const limited = await graphql<{ species: unknown[] }>(app, alice.token, '{ species(displayName: "o", limit: 50) { id } }');
    expect(limited.data!.species.length).toBeLessThanOrEqual(20);
    const oversized = await graphql(app, alice.token, '{ species(displayName: "o", limit: 500) { id } }');
    expect(oversized.errors?.[0].message).toBe('species(limit) may ask for at most 100 items.');
  });

  it('lets only adults lock and unlock After Dark, and only with manage_username change a username', async () => {
    const teen = await newMember(app, 'teen16@example.com', 16);
    expect((await graphql(app, teen.token, 'mutation { userUnlockAdMode { profile { isAdOptIn } } }')).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const unlocked = await graphql(
      app,
      alice.token,
      'mutation { userUnlockAdMode { profile { isAdOptIn } viewer { contentOptions { isAdOptIn } } } }',
    );
    expect(unlocked.data).toEqual({ userUnlockAdMode: { profile: { isAdOptIn: true }, viewer: { contentOptions: { isAdOptIn: true } } } });
    const locked = await graphql(app, alice.token, 'mutation { userLockAdMode { profile { isAdOptIn } } }');
    expect(locked.data).toEqual({ userLockAdMode: { profile: { isAdOptIn: false } } });
    await app.services.db
      .insertInto('feature_flags')
      .values({ key: 'manage_username', title: 'Manage username', enabled_targets: ['TEAM'] })
      .execute();
    expect(
      (await graphql(app, alice.token, 'mutation { userSetUsername(input: {username: "alice"}) { profile { username } } }')).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
    await app.services.db
      .updateTable('profiles')
      .set({ roles: ['TEAM'] })
      .where('id', '=', alice.uuid)
      .execute();
    const named = await graphql(app, alice.token, 'mutation { userSetUsername(input: {username: "alice"}) { profile { username } } }');
    expect(named.data).toEqual({ userSetUsername: { profile: { username: 'alice' } } });
  });

  it('mails a working verification link for a new email address', async () => {
    const bad = await graphql(app, alice.token, 'mutation { emailLinkCreate(input: {email: "not-an-email"}) { ok } }');
    expect(bad.errors?.[0].message).toBe('Please enter a valid email address.');
    // Another account's address answers like any other (its owner gets a mail saying it is in use).
    expect((await graphql(app, alice.token, 'mutation { emailLinkCreate(input: {email: "bob@example.com"}) { ok } }')).data).toEqual({
      emailLinkCreate: { ok: true },
    });
    expect(
      (await graphql(app, alice.token, 'mutation { emailLinkCreate(input: {email: "alice.second@example.com"}) { ok } }')).data,
    ).toEqual({ emailLinkCreate: { ok: true } });
    const mails = (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; text: string }[];
    const link = /(http\S+verify\?token=\S+)/.exec(mails.find((mail) => mail.to === 'alice.second@example.com')!.text)![1];
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('/settings/account?emailLinked=true');
    const providers = await graphql(app, alice.token, '{ viewer { accountProviders { type value } } }');
    expect(providers.data).toEqual({
      viewer: { accountProviders: expect.arrayContaining([{ type: 'EMAIL', value: 'alice.second@example.com' }]) },
    });
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/settings/account?emailLinked=false');
  });

  it('deletes an account: pictures, personal info and sent messages go, sessions end, nothing of other members changes', async () => {
    const carol = await newMember(app, 'carol@example.com');
    const carolImage = (await addImage(app, carol.token, dataUrl(await photoWithGps(50, 50)))).data!.userProfileImageAdd.profileImageEdge
      .node;
    const bobImage = (await addImage(app, bob.token, dataUrl(await photoWithGps(60, 60)))).data!.userProfileImageAdd.profileImageEdge.node;
    await graphql(
      app,
      carol.token,
      'mutation ($input: SetPrivacySettingsInput!) { setPrivacySettings(input: $input) { profile { id } } }',
      { input: { viewAge: 'PRIVATE' } },
    );
    const db = app.services.db;
    const room = randomUUID();
    await db.insertInto('chat_rooms').values({ id: room, last_seq_id: 2 }).execute();
    await db
      .insertInto('chat_participants')
      .values([
        { room_id: room, profile_id: carol.uuid },
        { room_id: room, profile_id: bob.uuid },
      ])
      .execute();
    await db
      .insertInto('chat_messages')
      .values([
        { id: randomUUID(), room_id: room, seq_id: 1, profile_id: carol.uuid, content: 'my secret address is 1 Fox Lane' },
        { id: randomUUID(), room_id: room, seq_id: 2, profile_id: bob.uuid, content: 'nice to meet you' },
      ])
      .execute();
    const blobOf = (uuid: string) =>
      db
        .selectFrom('images')
        .select('blob_key')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
        .then((row) => `${app.services.config.imageDir}/${row.blob_key}.jpeg`);
    const carolFile = await blobOf(carolImage.image.uuid);
    const bobFile = await blobOf(bobImage.image.uuid);

    expect(
      (await graphql(app, carol.token, 'mutation { deleteAccount(input: {confirm: false}) { ok } }')).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await graphql(app, carol.token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }')).data).toEqual({
      deleteAccount: { ok: true },
    });

    const row = await db.selectFrom('profiles').selectAll().where('id', '=', carol.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, display_name: '', date_of_birth: null, biography: null });
    expect(row.deleted_at).not.toBeNull();
    expect(await db.selectFrom('profile_images').select('id').where('profile_id', '=', carol.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('images').select('uuid').where('owner_id', '=', carol.uuid).execute()).toEqual([]);
    expect(existsSync(carolFile)).toBe(false);
    expect(await db.selectFrom('account_providers').select('value').where('profile_id', '=', carol.uuid).execute()).toEqual([]);
    const messages = await db
      .selectFrom('chat_messages')
      .select(['profile_id', 'content'])
      .where('room_id', '=', room)
      .orderBy('seq_id')
      .execute();
    expect(messages).toEqual([
      { profile_id: carol.uuid, content: null },
      { profile_id: bob.uuid, content: 'nice to meet you' },
    ]);
    // Her sessions are revoked; Bob's account, image and session are untouched.
    expect((await graphql(app, carol.token, '{ viewer { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(existsSync(bobFile)).toBe(true);
    const bobView = await graphql(
      app,
      bob.token,
      '{ viewer { profile { displayName } images { edges { node { id } } } } profile(uuid: "' + carol.uuid + '") { id } }',
    );
    expect(bobView.data).toEqual({
      viewer: { profile: { displayName: 'bob' }, images: { edges: [{ node: { id: bobImage.id } }] } },
      profile: null,
    });
  });

  it('blocks and unblocks another member, and lists the block', async () => {
    const blocked = await graphql(
      app,
      alice.token,
      'mutation ($uuid: String!) { userBlockProfile(input: {uuid: $uuid}) { profile { id } viewer { blockedContent { profiles { uuid displayName } } } } }',
      { uuid: bob.uuid },
    );
    expect(blocked.data).toEqual({
      userBlockProfile: { profile: null, viewer: { blockedContent: { profiles: [{ uuid: bob.uuid, displayName: 'bob' }] } } },
    });
    expect((await graphql(app, bob.token, `{ profile(uuid: "${alice.uuid}") { id } }`)).data).toEqual({ profile: null });
    expect(
      (
        await graphql(app, alice.token, 'mutation ($uuid: String!) { userBlockProfile(input: {uuid: $uuid}) { viewer { id } } }', {
          uuid: alice.uuid,
        })
      ).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
    const unblocked = await graphql(
      app,
      alice.token,
      'mutation ($uuid: String!) { userUnblockProfile(input: {uuid: $uuid}) { profile { displayName } viewer { blockedContent { profiles { uuid } } } } }',
      { uuid: bob.uuid },
    );
    expect(unblocked.data).toEqual({
      userUnblockProfile: { profile: { displayName: 'bob' }, viewer: { blockedContent: { profiles: [] } } },
    });
  });
});
