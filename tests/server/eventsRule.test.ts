import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { eventAccess, eventVisibleSql } from '../../server/events/access.ts';
import { profileById } from '../../server/profiles/profileRows.ts';
import { backends, startTestApp } from './harness.ts';
import { AD_ADULT, createMember } from './profileFixtures.ts';

/**
 * The event rule's two forms, TypeScript (mayViewEvent through eventAccess) and SQL (eventVisibleSql), agree for every
 * kind of viewer and event, with the viewer as parameters or as a row of the statement.
 */
describe.each(backends)('the event rule on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('answers the same in TypeScript and in SQL for every kind of viewer and event', async () => {
    const db = app.services.db;
    const adultHost = await createMember(app, AD_ADULT);
    const minorHost = await createMember(app, { age: 16 });
    const suspendedHost = await createMember(app, { ...AD_ADULT, banned_at: new Date() });
    const deletedHost = await createMember(app, { ...AD_ADULT, deleted_at: new Date() });
    const viewers = {
      adult: await createMember(app),
      afterDark: await createMember(app, AD_ADULT),
      minor: await createMember(app, { age: 16 }),
      minorOptedIn: await createMember(app, { age: 17, is_ad_opt_in: true }),
      notOnboarded: await createMember(app, { onboarded_at: null }),
      deleted: await createMember(app, { deleted_at: new Date() }),
      suspended: await createMember(app, { banned_at: new Date() }),
      blocker: await createMember(app, AD_ADULT),
      blockedByHost: await createMember(app, AD_ADULT),
      hider: await createMember(app, AD_ADULT),
      hiddenByHost: await createMember(app, AD_ADULT),
    };
    await db.insertInto('blocks').values({ blocker_id: viewers.blocker.id, blocked_id: adultHost.id }).execute();
    await db.insertInto('blocks').values({ blocker_id: adultHost.id, blocked_id: viewers.blockedByHost.id }).execute();
    await db.insertInto('profile_hides').values({ profile_id: viewers.hider.id, hidden_id: adultHost.id }).execute();
    await db.insertInto('profile_hides').values({ profile_id: adultHost.id, hidden_id: viewers.hiddenByHost.id }).execute();
    const kinds = {
      adults: { adult_pool: true, host_id: adultHost.id },
      minors: { adult_pool: false, host_id: minorHost.id },
      afterDark: { adult_pool: true, is_ad: true, host_id: adultHost.id },
      minorsAfterDark: { adult_pool: false, is_ad: true, host_id: minorHost.id },
      cancelled: { adult_pool: true, host_id: adultHost.id, cancelled_at: new Date() },
      suspendedHost: { adult_pool: true, host_id: suspendedHost.id },
      deletedHost: { adult_pool: true, host_id: deletedHost.id },
      noHost: { adult_pool: true, host_id: null },
    };
    const events = new Map<string, string>();
    const begin = new Date(Date.now() + 86_400_000);
    for (const [kind, columns] of Object.entries(kinds)) {
      const uuid = randomUUID();
      events.set(uuid, kind);
      await db
        .insertInto('events')
        .values({ uuid, display_name: `Rule ${kind}`, begin_at: begin, end_at: new Date(begin.getTime() + 3_600_000), ...columns })
        .execute();
    }

    const seen: Record<string, string[]> = {};
    for (const [name, member] of Object.entries(viewers)) {
      const viewer = await profileById(db, member.id);
      const byTs: string[] = [];
      for (const [uuid, kind] of events) if (await eventAccess(db, viewer, uuid)) byTs.push(kind);
      const inSql = async (condition: ReturnType<typeof eventVisibleSql>) =>
        (
          await db
            .selectFrom('events as e')
            .innerJoin('profiles as me', (join) => join.on('me.id', '=', viewer.id))
            .select('e.uuid')
            .where('e.uuid', 'in', [...events.keys()])
            .where(condition)
            .execute()
        )
          .map((row) => events.get(row.uuid)!)
          .sort();
      expect(await inSql(eventVisibleSql({ row: viewer }))).toEqual([...byTs].sort());
      expect(await inSql(eventVisibleSql({ alias: 'me' }))).toEqual([...byTs].sort());
      seen[name] = byTs.sort();
    }
    expect(seen).toEqual({
      adult: ['adults', 'cancelled'],
      afterDark: ['adults', 'afterDark', 'cancelled'],
      minor: ['minors'],
      minorOptedIn: ['minors'],
      notOnboarded: [],
      deleted: [],
      suspended: [],
      blocker: [],
      blockedByHost: [],
      hider: [],
      hiddenByHost: [],
    });
  });
});
