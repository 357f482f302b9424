import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { ProfileRow } from '../../server/db/types.ts';
import { accessTo } from '../../server/profiles/visibility.ts';
import { maySeeSql, mayStartChatSql, type ViewerInSql } from '../../server/privacy/rules.ts';
import { backends, startTestApp } from './harness.ts';

const PERMISSIONS = ['PUBLIC', 'LIKED', 'MUTUALS', 'FRIENDS', 'PRIVATE'] as const;
const RELATIONS = ['none', 'ownerLiked', 'viewerLiked', 'mutual', 'friend', 'viewerBlocked', 'ownerBlocked'] as const;
const STATES = ['present', 'deleted', 'banned', 'notOnboarded', 'noDateOfBirth', 'otherPool'] as const;
const ADULT = '1990-05-05';
const MINOR = `${new Date().getUTCFullYear() - 16}-01-01`;

type Owner = { id: string; viewProfile: string; startChat: string; relation: string; state: string };

/**
 * "May see" and "may start a chat" are decided by one function each (server/privacy/rules.ts), with a
 * TypeScript form (what the profile page, node(), likes and chat call, through accessTo) and an SQL form (what
 * the search, notification lists and like counts run). Over every privacy setting, relation, block and state of
 * an owner, for viewers in each pool and one who never onboarded, the two forms must give the same answer.
 */
describe.each(backends)('the may-see and may-start-chat rules in code and in SQL on $name', ({ postgres }) => {
  let app: App;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });

  afterAll(async () => {
    await app.stop();
  });

  const profile = (id: string, dateOfBirth: string | null, fields: Record<string, unknown> = {}) => ({
    id,
    date_of_birth: dateOfBirth,
    display_name: `Member ${id.slice(0, 4)}`,
    onboarded_at: dateOfBirth ? new Date() : null,
    share_hash: randomBytes(6).toString('base64url'),
    ...fields,
  });

  async function makeOwners(viewerId: string, viewerDateOfBirth: string) {
    const db = app.services.db;
    const owners: Owner[] = [];
    for (const viewProfile of PERMISSIONS)
      for (const startChat of PERMISSIONS)
        for (const relation of RELATIONS)
          for (const state of relation === 'none' ? STATES : ['present'])
            owners.push({ id: randomUUID(), viewProfile, startChat, relation, state });
    const otherPool = viewerDateOfBirth === ADULT ? MINOR : ADULT;
    await db
      .insertInto('profiles')
      .values(
        owners.map((owner) =>
          profile(owner.id, owner.state === 'noDateOfBirth' ? null : owner.state === 'otherPool' ? otherPool : viewerDateOfBirth, {
            view_profile: owner.viewProfile,
            start_chat: owner.startChat,
            deleted_at: owner.state === 'deleted' ? new Date() : null,
            banned_at: owner.state === 'banned' ? new Date() : null,
            ...(owner.state === 'notOnboarded' ? { onboarded_at: null } : {}),
          }),
        ),
      )
      .execute();
    const pairs = (kind: string) => owners.filter((owner) => owner.relation === kind);
    const likes = [
      ...[...pairs('ownerLiked'), ...pairs('mutual')].map((owner) => ({ liker_id: owner.id, liked_id: viewerId })),
      ...[...pairs('viewerLiked'), ...pairs('mutual')].map((owner) => ({ liker_id: viewerId, liked_id: owner.id })),
    ];
    if (likes.length) await db.insertInto('likes').values(likes).execute();
    const friends = pairs('friend').flatMap((owner) => [
      { profile_id: viewerId, friend_id: owner.id },
      { profile_id: owner.id, friend_id: viewerId },
    ]);
    await db.insertInto('friendships').values(friends).execute();
    const blocks = [
      ...pairs('viewerBlocked').map((owner) => ({ blocker_id: viewerId, blocked_id: owner.id })),
      ...pairs('ownerBlocked').map((owner) => ({ blocker_id: owner.id, blocked_id: viewerId })),
    ];
    await db.insertInto('blocks').values(blocks).execute();
    return owners;
  }

  async function answersInSql(viewer: ViewerInSql, ids: string[], viewerId: string) {
    const rows = await app.services.db
      .selectFrom('profiles as p')
      .leftJoin('profiles as me', (join) => join.on('me.id', '=', viewerId))
      .select(['p.id', sql<boolean>`${maySeeSql(viewer)}`.as('see'), sql<boolean>`${mayStartChatSql(viewer)}`.as('chat')])
      .where('p.id', 'in', ids)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.id, { see: Boolean(row.see), chat: Boolean(row.chat) }]));
  }

  async function answersInCode(viewer: ProfileRow, ids: string[]) {
    const rows = await app.services.db.selectFrom('profiles').selectAll().where('id', 'in', ids).execute();
    const answers = await Promise.all(
      rows.map(async (owner) => {
        const access = await accessTo(app.services.db, viewer, owner as ProfileRow);
        return [owner.id, { see: access.canView, chat: access.canStartChat }] as const;
      }),
    );
    return Object.fromEntries(answers);
  }

  it.each([
    ['an adult', ADULT, true],
    ['a member under 18', MINOR, true],
    ['a member who never finished onboarding', ADULT, false],
  ])('gives %s the same answers both ways, for every owner', async (_name, dateOfBirth, onboarded) => {
    const viewerId = randomUUID();
    await app.services.db
      .insertInto('profiles')
      .values(profile(viewerId, dateOfBirth, onboarded ? {} : { onboarded_at: null }))
      .execute();
    const owners = await makeOwners(viewerId, dateOfBirth);
    const ids = owners.map((owner) => owner.id);
    const viewer = (await app.services.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', viewerId)
      .executeTakeFirstOrThrow()) as ProfileRow;

    const inCode = await answersInCode(viewer, ids);
    expect(await answersInSql({ row: viewer }, ids, viewerId)).toEqual(inCode);
    expect(await answersInSql({ alias: 'me' }, ids, viewerId)).toEqual(inCode);

    // The matrix is not vacuous: an onboarded viewer sees some and is refused some; one who never onboarded sees nobody.
    const seen = owners.filter((owner) => inCode[owner.id].see);
    if (onboarded) {
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.length).toBeLessThan(owners.length);
      expect(seen.every((owner) => owner.state === 'present' && !owner.relation.endsWith('Blocked'))).toBe(true);
      expect(owners.some((owner) => inCode[owner.id].chat)).toBe(true);
    } else {
      expect(seen).toEqual([]);
    }
    // Nobody may be messaged whom the viewer may not see.
    expect(owners.filter((owner) => inCode[owner.id].chat && !inCode[owner.id].see)).toEqual([]);
  });
});
