import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { planEventReminders } from '../../server/events/reminders.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { answer, inTransaction, insertEvent, makeDue, noticesAbout, remindersOf } from './eventNoticeFixtures.ts';

const HOUR = 60 * 60 * 1000;
/** No tick during a test: jobs run when the test says (runDue) or when a server starts. */
const NO_TICK = { JOBS_TICK_MS: '3600000' };

const plan = (app: App, uuid: string) => inTransaction(app, (trx) => planEventReminders(trx, uuid));
const beginOf = async (app: App, uuid: string) =>
  new Date((await app.services.db.selectFrom('events').select('begin_at').where('uuid', '=', uuid).executeTakeFirstOrThrow()).begin_at);
const iso = (at: Date, hoursBefore: number) => new Date(at.getTime() - hoursBefore * HOUR).toISOString();

describe.each(backends)('event reminders on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres, env: NO_TICK });
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function attendedEvent(setup: { beginInHours?: number } = {}) {
    const [host, going, interested, waiting] = await Promise.all(
      ['Host', 'Going', 'Interested', 'Waiting'].map((name) => createMember(app, { name })),
    );
    const uuid = await insertEvent(app, host, setup);
    await answer(app, going, uuid, 'GOING');
    await answer(app, interested, uuid, 'INTERESTED');
    await answer(app, waiting, uuid, 'WAITING_LIST');
    await answer(app, host, uuid, 'GOING');
    return { uuid, host, going, interested, waiting };
  }

  it('plans a day and an hour before; a new time moves them; a cancellation drops them', async () => {
    const { uuid } = await attendedEvent({ beginInHours: 48 });
    await plan(app, uuid);
    const begin = await beginOf(app, uuid);
    expect(await remindersOf(app, uuid)).toEqual([`DAY@${iso(begin, 24)}`, `HOUR@${iso(begin, 1)}`]);

    const later = new Date(begin.getTime() + 72 * HOUR);
    await app.services.db
      .updateTable('events')
      .set({ begin_at: later, end_at: new Date(later.getTime() + HOUR) })
      .where('uuid', '=', uuid)
      .execute();
    await plan(app, uuid);
    expect(await remindersOf(app, uuid)).toEqual([`DAY@${iso(later, 24)}`, `HOUR@${iso(later, 1)}`]);

    await app.services.db.updateTable('events').set({ cancelled_at: new Date() }).where('uuid', '=', uuid).execute();
    await plan(app, uuid);
    expect(await remindersOf(app, uuid)).toEqual([]);
  });

  it('an event beginning within the day gets no day-before reminder', async () => {
    const { uuid } = await attendedEvent({ beginInHours: 5 });
    await plan(app, uuid);
    expect(await remindersOf(app, uuid)).toEqual([`HOUR@${iso(await beginOf(app, uuid), 1)}`]);
  });

  it('a due reminder reaches those Going and Interested once, not those waiting nor the host', async () => {
    const { uuid, host, going, interested, waiting } = await attendedEvent({ beginInHours: 48 });
    await plan(app, uuid);
    await makeDue(app, uuid, 'DAY');
    await app.services.jobs.runDue();
    expect(await noticesAbout(app, going, uuid)).toEqual(['EVENT_REMINDER×1']);
    expect(await noticesAbout(app, interested, uuid)).toEqual(['EVENT_REMINDER×1']);
    expect(await noticesAbout(app, waiting, uuid)).toEqual([]);
    expect(await noticesAbout(app, host, uuid)).toEqual([]);
    await app.services.jobs.runDue();
    expect(await noticesAbout(app, going, uuid)).toEqual(['EVENT_REMINDER×1']);
    expect((await remindersOf(app, uuid))[0]).toMatch(/^DAY@.* fired$/);
  });

  it('never fires for an event cancelled after it was planned, nor for one that has begun', async () => {
    const cancelled = await attendedEvent({ beginInHours: 48 });
    await plan(app, cancelled.uuid);
    // Cancelled without re-planning (as if the reminder came due in the same moment): the reminder still checks.
    await app.services.db.updateTable('events').set({ cancelled_at: new Date() }).where('uuid', '=', cancelled.uuid).execute();
    await makeDue(app, cancelled.uuid, 'HOUR');
    const begun = await attendedEvent({ beginInHours: 48 });
    await plan(app, begun.uuid);
    await app.services.db
      .updateTable('events')
      .set({ begin_at: new Date(Date.now() - HOUR) })
      .where('uuid', '=', begun.uuid)
      .execute();
    await makeDue(app, begun.uuid, 'HOUR');
    await app.services.jobs.runDue();
    expect(await noticesAbout(app, cancelled.going, cancelled.uuid)).toEqual([]);
    expect(await noticesAbout(app, begun.going, begun.uuid)).toEqual([]);
  });

  it('a day-before reminder that comes due within the last hour gives way to the hour-before one', async () => {
    const { uuid, going } = await attendedEvent({ beginInHours: 48 });
    await plan(app, uuid);
    const soon = new Date(Date.now() + 30 * 60 * 1000);
    await app.services.db.updateTable('events').set({ begin_at: soon }).where('uuid', '=', uuid).execute();
    await makeDue(app, uuid, 'DAY');
    await app.services.jobs.runDue();
    expect(await noticesAbout(app, going, uuid)).toEqual([]);
    await makeDue(app, uuid, 'HOUR');
    await app.services.jobs.runDue();
    expect(await noticesAbout(app, going, uuid)).toEqual(['EVENT_REMINDER×1']);
  });

  it('a reminder that came due while the server was down fires once, on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snoot-reminders-restart-'));
    const databaseUrl = postgres ? await freshPostgresUrl() : undefined;
    const start = () => startTestApp(databaseUrl ? { databaseUrl, env: NO_TICK } : { env: { ...NO_TICK, DATA_DIR: dataDir } });
    let server = await start();
    let going: Member;
    let uuid: string;
    try {
      const host = await createMember(server, { name: 'Host' });
      going = await createMember(server, { name: 'Going' });
      uuid = await insertEvent(server, host, { beginInHours: 30 });
      await answer(server, going, uuid, 'GOING');
      await inTransaction(server, (trx) => planEventReminders(trx, uuid));
      // Due while no server runs: this one's only tick was at its start, and the next is an hour away.
      await makeDue(server, uuid, 'DAY');
      expect(await noticesAbout(server, going, uuid)).toEqual([]);
    } finally {
      await server.stop();
    }
    server = await start();
    try {
      await server.services.jobs.runDue();
      expect(await noticesAbout(server, going!, uuid!)).toEqual(['EVENT_REMINDER×1']);
    } finally {
      await server.stop();
    }
    // A further restart does not fire it again.
    server = await start();
    try {
      await server.services.jobs.runDue();
      expect(await noticesAbout(server, going!, uuid!)).toEqual(['EVENT_REMINDER×1']);
    } finally {
      await server.stop();
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    }
  }, 180_000);
});
