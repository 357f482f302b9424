import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { takeRateLimits } from '../../server/auth/rateLimit.ts';
import { backends, startTestApp, statementsOf } from './harness.ts';
import { createRoom, newMember, send } from './chatHelpers.ts';

const MINUTE = 60_000;

describe.each(backends)('rate limits kept in the database ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  const hitsOf = async (key: string) =>
    Number(
      (
        await app.services.db
          .selectFrom('rate_limit_hits')
          .select((eb) => eb.fn.countAll().as('hits'))
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).hits,
    );

  it('takes a hit under every key while each is under its limit, and none once any is reached', async () => {
    const run = `${Date.now()}`;
    const [ana, ben, address] = [`send:member:ana-${run}`, `send:member:ben-${run}`, `send:ip:${run}`];
    const take = (member: string) =>
      takeRateLimits(
        app.services.db,
        [
          { key: member, limit: 3 },
          { key: address, limit: 5 },
        ],
        MINUTE,
      );
    expect([await take(ana), await take(ana), await take(ana), await take(ana)]).toEqual([true, true, true, false]);
    // Ana's refused fourth counted toward neither her limit nor the address's.
    expect([await hitsOf(ana), await hitsOf(address)]).toEqual([3, 3]);
    // Another member behind the same address has the address's two hits left.
    expect([await take(ben), await take(ben), await take(ben)]).toEqual([true, true, false]);
    expect([await hitsOf(ben), await hitsOf(address)]).toEqual([2, 5]);
  });

  it('counts only the hits inside the window', async () => {
    const key = `old:${Date.now()}`;
    await app.services.db
      .insertInto('rate_limit_hits')
      .values([{ key, at: new Date(Date.now() - 2 * MINUTE) }])
      .execute();
    expect(await takeRateLimits(app.services.db, [{ key, limit: 1 }], MINUTE)).toBe(true);
    expect(await takeRateLimits(app.services.db, [{ key, limit: 1 }], MINUTE)).toBe(false);
  });

  it('judges a message send against its member and address limits in one statement', async () => {
    const [cleo, dan] = [await newMember(app, 'cleo@example.com'), await newMember(app, 'dan@example.com')];
    const roomId = (await createRoom(app, cleo, dan)).data!.chatRoomCreatePrivate.room.uuid;
    const statements = await statementsOf(app, postgres, async () => {
      expect((await send(app, cleo, roomId, 'hello')).errors).toBeUndefined();
    });
    expect(statements.filter((statement) => statement.includes('rate_limit_hits'))).toHaveLength(1);
    expect(await hitsOf(`chatRoomMessageSend:member:${cleo.id}`)).toBe(1);
  });
});
