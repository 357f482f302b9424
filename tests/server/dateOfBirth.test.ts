import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { createPrivateRoom } from '../../server/chat/rooms.ts';
import { storeMessage } from '../../server/chat/messages.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { backends, graphql, logIn, startTestApp, wsClient } from './harness.ts';
import { addImage, createMember, type Member } from './profileFixtures.ts';
import { birthDateForAge } from './searchFixtures.ts';

const errorOf = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => answer.errors?.[0];

const SET_BIRTH = 'mutation ($d: Date!) { userSetDateOfBirth(input: {dateOfBirth: $d}) { profile { dateOfBirth } } }';
const RECORD = `query ($m: String!) {
  dateOfBirthRecord(member: $m) {
    profileUuid displayName dateOfBirth age isAdult
    corrections { correctedByName oldDateOfBirth newDateOfBirth reason correctedAt }
  }
}`;
const CORRECT = `mutation ($p: String!, $d: Date!, $r: String!) {
  correctDateOfBirth(input: {profileUuid: $p, dateOfBirth: $d, reason: $r}) {
    record { dateOfBirth isAdult corrections { correctedByName oldDateOfBirth newDateOfBirth reason } }
  }
}`;

interface Correction {
  correctedByName: string | null;
  oldDateOfBirth: string | null;
  newDateOfBirth: string;
  reason: string;
}

describe.each(backends)('date of birth: set once, corrected only by staff, on $name', ({ postgres }) => {
  let app: App;
  let staff: Member;

  const dateOfBirthOf = async (member: Member) =>
    (await app.services.db.selectFrom('profiles').select('date_of_birth').where('id', '=', member.id).executeTakeFirstOrThrow())
      .date_of_birth;
  const correct = (by: Member, member: Member, dateOfBirth: string, reason = 'Passport checked by support') =>
    graphql<{ correctDateOfBirth: { record: { dateOfBirth: string; isAdult: boolean; corrections: Correction[] } } }>(
      app,
      by.token,
      CORRECT,
      { p: member.id, d: dateOfBirth, r: reason },
    );

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    staff = await createMember(app, { name: 'Sky of the Team', roles: ['TEAM'] });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('is set at onboarding and then refused with a clear error, unchanged', async () => {
    const token = await logIn(app, `onboard-${randomUUID().slice(0, 8)}@example.com`);
    expect((await graphql(app, token, SET_BIRTH, { d: '2000-04-01' })).data).toEqual({
      userSetDateOfBirth: { profile: { dateOfBirth: '2000-04-01' } },
    });
    // Sending the same date again (a retried onboarding) is harmless.
    expect((await graphql(app, token, SET_BIRTH, { d: '2000-04-01' })).errors).toBeUndefined();
    const changed = await graphql(app, token, SET_BIRTH, { d: '2009-04-01' });
    expect(errorOf(changed)).toMatchObject({
      message: "Your date of birth is set and can't be changed. If it is wrong, ask the Snoot team to correct it.",
      extensions: { code: 'FORBIDDEN' },
    });
    const me = await graphql<{ viewer: { isAdult: boolean; profile: { dateOfBirth: string } } }>(
      app,
      token,
      '{ viewer { isAdult profile { dateOfBirth } } }',
    );
    expect(me.data!.viewer).toEqual({ isAdult: true, profile: { dateOfBirth: '2000-04-01' } });
  });

  it('refuses every non-staff caller the record and the correction, and changes nothing', async () => {
    const member = await createMember(app, { age: 30 });
    const before = await dateOfBirthOf(member);
    for (const caller of [member, await createMember(app, { age: 16 }), await createMember(app, { roles: ['SUPPORTER_VIP'] })]) {
      expect(errorOf(await graphql(app, caller.token, RECORD, { m: member.id }))?.extensions?.code).toBe('FORBIDDEN');
      expect(errorOf(await correct(caller, member, birthDateForAge(16)))?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(errorOf(await correct({ id: '', token: 'not-a-token' }, member, birthDateForAge(16)))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await dateOfBirthOf(member)).toBe(before);
    expect(await app.services.db.selectFrom('date_of_birth_corrections').selectAll().where('profile_id', '=', member.id).execute()).toEqual(
      [],
    );
  });

  it('refuses a correction without a reason, with a bad date, below the minimum age, or of one’s own', async () => {
    const member = await createMember(app, { age: 30 });
    const before = await dateOfBirthOf(member);
    expect(errorOf(await correct(staff, member, birthDateForAge(25), '   '))?.message).toBe('Give a reason for the correction.');
    expect(errorOf(await correct(staff, member, '2999-01-01'))?.message).toBe('Please enter a valid date of birth.');
    expect(errorOf(await correct(staff, member, birthDateForAge(12)))?.message).toBe(
      'Members must be at least 16: an account that is younger is suspended, not corrected.',
    );
    expect(errorOf(await correct(staff, member, before!))?.message).toBe('That is already their date of birth.');
    expect(errorOf(await correct(staff, staff, birthDateForAge(25)))?.message).toBe(
      'Ask another team member to correct your own date of birth.',
    );
    expect(errorOf(await graphql(app, staff.token, CORRECT, { p: randomUUID(), d: birthDateForAge(25), r: 'x' }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await dateOfBirthOf(member)).toBe(before);
  });

  it('finds a member by profile id or login email for staff', async () => {
    const email = `lookup-${randomUUID().slice(0, 8)}@example.com`;
    const token = await logIn(app, email);
    await graphql(app, token, 'mutation { userSetDisplayName(input: {displayName: "Lookup Lynx"}) { viewer { id } } }');
    await graphql(app, token, SET_BIRTH, { d: '2001-02-03' });
    const byEmail = await graphql<{ dateOfBirthRecord: { profileUuid: string; displayName: string; dateOfBirth: string } }>(
      app,
      staff.token,
      RECORD,
      { m: ` ${email.toUpperCase()} ` },
    );
    expect(byEmail.data!.dateOfBirthRecord).toMatchObject({ displayName: 'Lookup Lynx', dateOfBirth: '2001-02-03', corrections: [] });
    const byId = await graphql(app, staff.token, RECORD, { m: byEmail.data!.dateOfBirthRecord.profileUuid });
    expect(byId.data).toEqual(byEmail.data);
    expect((await graphql(app, staff.token, RECORD, { m: 'nobody@example.com' })).data).toEqual({ dateOfBirthRecord: null });
  });

  describe('an adult corrected to 16', () => {
    let member: Member;
    let adultFriend: Member;
    let minor: Member;
    let roomId: string;
    let closed: Promise<string>;

    beforeAll(async () => {
      const db = app.services.db;
      member = await createMember(app, { age: 30, is_ad_opt_in: true, is_explicit_opt_in: true, name: 'Corrected Coyote' });
      adultFriend = await createMember(app, { age: 31 });
      minor = await createMember(app, { age: 16 });
      await db
        .insertInto('likes')
        .values([
          { liker_id: member.id, liked_id: adultFriend.id },
          { liker_id: adultFriend.id, liked_id: member.id },
        ])
        .execute();
      const [memberImage, friendImage] = [await addImage(app, member), await addImage(app, adultFriend)];
      await db
        .insertInto('image_likes')
        .values([
          { profile_image_id: memberImage, profile_id: adultFriend.id },
          { profile_image_id: friendImage, profile_id: member.id },
        ])
        .execute();
      roomId = await createPrivateRoom(db, adultFriend.id, member.id);
      await db.updateTable('chat_participants').set({ status: 'JOINED' }).where('room_id', '=', roomId).execute();
      await storeMessage(db, { roomId, profileId: adultFriend.id, clientId: randomUUID(), content: 'see you at the meet' });
      // The adult has the room open: their subscription must end when the room closes.
      const client = wsClient(app, adultFriend.token);
      closed = new Promise((resolve) => {
        const kinds: string[] = [];
        client.subscribe(
          { query: 'subscription ($r: String!) { chatRoom(roomId: $r) { kind } }', variables: { r: roomId } },
          {
            next: (event) => {
              kinds.push((event.data as { chatRoom: { kind: string } }).chatRoom.kind);
              if (kinds.length === 1) void correct(staff, member, birthDateForAge(16), 'Mother sent a birth certificate');
            },
            error: (error) => resolve(`error ${JSON.stringify(error)}`),
            complete: () => {
              resolve(kinds.join(','));
              void client.dispose();
            },
          },
        );
      });
      await closed;
    });

    it('ends the open room subscription of the other member at once', async () => {
      expect(await closed).toBe('ROOM_UPDATED,ROOM_UPDATED');
    });

    it('is on record with who, old, new and why, newest first', async () => {
      const answer = await graphql<{ dateOfBirthRecord: { age: number; isAdult: boolean; corrections: Correction[] } }>(
        app,
        staff.token,
        RECORD,
        { m: member.id },
      );
      expect(answer.data!.dateOfBirthRecord).toMatchObject({ age: 16, isAdult: false });
      expect(answer.data!.dateOfBirthRecord.corrections).toMatchObject([
        {
          correctedByName: 'Sky of the Team',
          oldDateOfBirth: birthDateForAge(30),
          newDateOfBirth: birthDateForAge(16),
          reason: 'Mother sent a birth certificate',
        },
      ]);
    });

    it('locks After Dark for the new minor', async () => {
      const options = await graphql(app, member.token, '{ viewer { isAdult contentOptions { isAdOptIn isExplicitContentOptIn } } }');
      expect(options.data).toEqual({ viewer: { isAdult: false, contentOptions: { isAdOptIn: false, isExplicitContentOptIn: false } } });
      const row = await app.services.db
        .selectFrom('profiles')
        .select(['is_ad_opt_in', 'is_explicit_opt_in', 'is_hard_opt_in'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_ad_opt_in: false, is_explicit_opt_in: false, is_hard_opt_in: false });
    });

    it('ends likes and image likes with the adults, both ways', async () => {
      const db = app.services.db;
      const likes = await db
        .selectFrom('likes')
        .selectAll()
        .where((eb) => eb.or([eb('liker_id', '=', member.id), eb('liked_id', '=', member.id)]))
        .execute();
      expect(likes).toEqual([]);
      const imageLikes = await db
        .selectFrom('image_likes')
        .innerJoin('profile_images', 'profile_images.id', 'image_likes.profile_image_id')
        .selectAll('image_likes')
        .where((eb) => eb.or([eb('image_likes.profile_id', '=', member.id), eb('profile_images.profile_id', '=', member.id)]))
        .execute();
      expect(imageLikes).toEqual([]);
    });

    it('closes the room with the adult for both, and moves the member into the minors’ pool', async () => {
      for (const participant of [member, adultFriend]) {
        const list = await graphql<{ viewer: { chatRooms: { edges: unknown[] } } }>(
          app,
          participant.token,
          '{ viewer { chatRooms { edges { node { uuid } } } } }',
        );
        expect(list.data!.viewer.chatRooms.edges).toEqual([]);
        expect(
          errorOf(await graphql(app, participant.token, 'query ($r: String!) { chatRoom(roomId: $r) { uuid } }', { r: roomId }))?.message,
        ).toBe('You are not allowed to open this chat.');
      }
      const profile = 'query ($u: String!) { profile(uuid: $u) { uuid } }';
      expect((await graphql(app, adultFriend.token, profile, { u: member.id })).data).toEqual({ profile: null });
      expect((await graphql(app, member.token, profile, { u: minor.id })).data).toEqual({ profile: { uuid: minor.id } });
      expect(
        (await graphql(app, member.token, 'query ($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('Profile', adultFriend.id) })).data,
      ).toEqual({ node: null });
    });
  });

  it('moves a minor corrected to an adult out of the minors’ pool, ending their likes there', async () => {
    const db = app.services.db;
    const member = await createMember(app, { age: 16 });
    const minorFriend = await createMember(app, { age: 17 });
    const adult = await createMember(app, { age: 25 });
    await db
      .insertInto('likes')
      .values([
        { liker_id: member.id, liked_id: minorFriend.id },
        { liker_id: minorFriend.id, liked_id: member.id },
      ])
      .execute();
    await db
      .insertInto('friendships')
      .values([
        { profile_id: member.id, friend_id: minorFriend.id },
        { profile_id: minorFriend.id, friend_id: member.id },
      ])
      .execute();
    const answer = await correct(staff, member, birthDateForAge(20));
    expect(answer.data!.correctDateOfBirth.record).toMatchObject({ dateOfBirth: birthDateForAge(20), isAdult: true });
    expect(
      await db
        .selectFrom('likes')
        .selectAll()
        .where((eb) => eb.or([eb('liker_id', '=', member.id), eb('liked_id', '=', member.id)]))
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom('friendships').selectAll().where('profile_id', '=', member.id).execute()).toEqual([]);
    const profile = 'query ($u: String!) { profile(uuid: $u) { uuid } }';
    expect((await graphql(app, member.token, profile, { u: minorFriend.id })).data).toEqual({ profile: null });
    expect((await graphql(app, member.token, profile, { u: adult.id })).data).toEqual({ profile: { uuid: adult.id } });
  });

  it('keeps likes when a correction stays on the same side of 18', async () => {
    const db = app.services.db;
    const member = await createMember(app, { age: 30 });
    const friend = await createMember(app, { age: 33 });
    await db.insertInto('likes').values({ liker_id: friend.id, liked_id: member.id }).execute();
    await correct(staff, member, birthDateForAge(28));
    expect(await db.selectFrom('likes').select('liker_id').where('liked_id', '=', member.id).execute()).toEqual([{ liker_id: friend.id }]);
  });
});
