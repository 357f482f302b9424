import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { groupAccess, groupVisibleSql } from '../../server/groups/access.ts';
import { profileById } from '../../server/profiles/profileRows.ts';
import { backends, startTestApp } from './harness.ts';
import { AD_ADULT, createMember } from './profileFixtures.ts';

/** The group rule's two forms, TypeScript (groupAccess) and SQL (groupVisibleSql), agree for every kind of viewer and group. */
describe.each(backends)('the group rule on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('answers the same in TypeScript and in SQL, with the viewer as parameters or as a row of the statement', async () => {
    const db = app.services.db;
    const viewers = {
      adult: await createMember(app),
      afterDark: await createMember(app, AD_ADULT),
      minor: await createMember(app, { age: 16 }),
      minorOptedIn: await createMember(app, { age: 17, is_ad_opt_in: true }),
      notOnboarded: await createMember(app, { onboarded_at: null }),
      deleted: await createMember(app, { deleted_at: new Date() }),
      suspended: await createMember(app, { banned_at: new Date() }),
      blocker: await createMember(app, AD_ADULT),
    };
    const kinds = {
      adults: { adult_pool: true },
      minors: { adult_pool: false },
      afterDark: { adult_pool: true, is_ad: true },
      minorsAfterDark: { adult_pool: false, is_ad: true },
      closed: { adult_pool: true, closed_at: new Date() },
      blocked: { adult_pool: true },
      blockedAfterDark: { adult_pool: true, is_ad: true },
    };
    const groups = new Map<string, string>();
    for (const [kind, columns] of Object.entries(kinds)) {
      const uuid = randomUUID();
      groups.set(uuid, kind);
      await db
        .insertInto('groups')
        .values({ uuid, display_name: `Rule ${kind}`, ...columns })
        .execute();
    }
    for (const [uuid, kind] of groups)
      if (kind.startsWith('blocked'))
        await db.insertInto('group_blocks').values({ profile_id: viewers.blocker.id, group_uuid: uuid }).execute();

    const seen: Record<string, string[]> = {};
    for (const [name, member] of Object.entries(viewers)) {
      const viewer = await profileById(db, member.id);
      const byTs: string[] = [];
      for (const [uuid, kind] of groups) if (await groupAccess(db, viewer, uuid)) byTs.push(kind);
      const inSql = async (condition: ReturnType<typeof groupVisibleSql>) =>
        (
          await db
            .selectFrom('groups as g')
            .innerJoin('profiles as me', (join) => join.on('me.id', '=', viewer.id))
            .select('g.uuid')
            .where('g.uuid', 'in', [...groups.keys()])
            .where(condition)
            .execute()
        )
          .map((row) => groups.get(row.uuid)!)
          .sort();
      expect(await inSql(groupVisibleSql({ row: viewer }))).toEqual([...byTs].sort());
      expect(await inSql(groupVisibleSql({ alias: 'me' }))).toEqual([...byTs].sort());
      seen[name] = byTs.sort();
    }
    expect(seen).toEqual({
      adult: ['adults', 'blocked'],
      afterDark: ['adults', 'afterDark', 'blocked', 'blockedAfterDark'],
      minor: ['minors'],
      minorOptedIn: ['minors'],
      notOnboarded: [],
      deleted: [],
      suspended: [],
      blocker: ['adults', 'afterDark'],
    });
  });
});
