import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const SET_NAME = 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { profile { displayName } } }';
const SET_USERNAME = 'mutation ($u: String!) { userSetUsername(input: {username: $u}) { profile { username } } }';
const CREATE_SONA = 'mutation ($input: SonaCreateInput!) { sonaCreate(input: $input) { sona { displayName } } }';
const NAME = '{ viewer { profile { displayName } } }';

const RESERVED_MESSAGE =
  'Display name cannot include words that make it look like Snoot staff (Snoot, team, staff, support, admin, moderator).';

/** Names that pass for staff: plain, with a tick, full-width, zero-width, Cyrillic, digits, glued, spaced, styled. */
const STAFF_LIKE = [
  'Snoot Team',
  'Snoot Support ✔',
  'Ｓｎｏｏｔ Ｔｅａｍ',
  'Sn\u200Boot Te\u200Bam',
  'Ѕnооt Теаm',
  'Sn00t Team',
  'SnootTeam',
  'snoot_support',
  'S n o o t',
  '𝐒𝐭𝐚𝐟𝐟',
  'ⓢⓝⓞⓞⓣ',
  'Admin',
  '@dm1n Fox',
  'Moderator Max',
  'Stäff Otter',
  'Rusty the Mod',
];

/** Ordinary furry names, some holding a reserved word inside a longer one. */
const ORDINARY = [
  'Steamy',
  'Adminah',
  'Staffy the Pup',
  'Tea Mouse',
  'Snooty Fox',
  'Modern Wolf',
  'Supportive Skunk',
  'Søren',
  'Пётр',
  'Akira 明',
];

describe.each(backends)('names that pass for staff on $name', ({ postgres }) => {
  let app: App;
  let member: Member;
  let staff: Member;
  let speciesId: number;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    member = await createMember(app, { name: 'Pip' });
    staff = await createMember(app, { name: 'Rook Raven', username: 'rook', roles: ['TEAM'] });
    const species = await app.services.db
      .insertInto('species')
      .values({ display_name: 'Red Fox' })
      .returning('id')
      .executeTakeFirstOrThrow();
    speciesId = species.id;
  });
  afterAll(() => app?.stop());

  const displayNameOf = async (who: Member) =>
    (await graphql<{ viewer: { profile: { displayName: string } } }>(app, who.token, NAME)).data!.viewer.profile.displayName;

  it('refuses a member a display name with staff words, however written, and keeps their name; ordinary names and staff pass', async () => {
    for (const name of STAFF_LIKE) {
      const answer = await graphql(app, member.token, SET_NAME, { n: name });
      expect({ name, message: answer.errors?.[0].message }).toEqual({ name, message: RESERVED_MESSAGE });
    }
    expect(await displayNameOf(member)).toBe('Pip');
    for (const name of ORDINARY) {
      const answer = await graphql(app, member.token, SET_NAME, { n: name });
      expect({ name, answer: answer.data }).toEqual({ name, answer: { userSetDisplayName: { profile: { displayName: name } } } });
    }
    const lead = await createMember(app, { name: 'Lead', roles: ['TEAM'] });
    for (const name of ['Snoot Team', 'Snoot Support ✔', 'Lead (Moderator)']) {
      const answer = await graphql(app, lead.token, SET_NAME, { n: name });
      expect(answer.data).toEqual({ userSetDisplayName: { profile: { displayName: name } } });
    }
  });

  it('refuses a member a staff member’s own name, written as it is or as a look-alike', async () => {
    for (const name of ['Rook Raven', 'rook raven', 'RookRaven ✔', 'Rооk Rаvеn', 'Ro\u200Bok Raven', 'r00k']) {
      const answer = await graphql(app, member.token, SET_NAME, { n: name });
      expect({ name, message: answer.errors?.[0].message }).toEqual({
        name,
        message: "Display name cannot be a Snoot Team member's name.",
      });
    }
    expect((await graphql(app, member.token, SET_NAME, { n: 'Rook Raven II' })).errors).toBeUndefined();
  });

  it('judges usernames and fursona names the same way', async () => {
    await app.services.db
      .insertInto('feature_flags')
      .values({ key: 'manage_username', title: 'Manage username', enabled_targets: ['PUBLIC'] })
      .execute();
    const username = await graphql(app, member.token, SET_USERNAME, { u: 'snoot_support' });
    expect(username.errors?.[0].message).toBe(
      'Username cannot include words that make it look like Snoot staff (Snoot, team, staff, support, admin, moderator).',
    );
    expect((await graphql(app, member.token, SET_USERNAME, { u: 'r00k' })).errors?.[0].message).toBe(
      "Username cannot be a Snoot Team member's name.",
    );
    expect((await graphql(app, member.token, SET_USERNAME, { u: 'pip.the.fox' })).data).toEqual({
      userSetUsername: { profile: { username: 'pip.the.fox' } },
    });
    const sona = await graphql(app, member.token, CREATE_SONA, { input: { displayName: 'Ѕnооt Ѕtаff', speciesId } });
    expect(sona.errors?.[0].message).toBe(
      'A name cannot include words that make it look like Snoot staff (Snoot, team, staff, support, admin, moderator).',
    );
    expect((await graphql(app, staff.token, SET_USERNAME, { u: 'snoot_support' })).data).toEqual({
      userSetUsername: { profile: { username: 'snoot_support' } },
    });
  });

  it('keeps a name stored before the rule: saving it again is no change, a new one is judged', async () => {
    const old = await createMember(app, { name: 'Team Rocket' });
    expect((await graphql(app, old.token, SET_NAME, { n: 'Team Rocket' })).errors).toBeUndefined();
    expect(await displayNameOf(old)).toBe('Team Rocket');
    expect((await graphql(app, old.token, SET_NAME, { n: 'Team Rocket Jr' })).errors?.[0].message).toBe(RESERVED_MESSAGE);
  });
});
