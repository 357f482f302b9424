/**
 * `npm run bench -- --chaos`: the fault drill. Two server processes (built, as `npm start` runs them) share a
 * PostgreSQL database of the drill's own (on the DATABASE_URL server, reached through a TCP proxy the drill
 * can cut) and a redis-server of its own on a spare port. Members on both servers chat steadily, each with
 * the chat open on their own server, while these faults come one after another: every session of the app's
 * ended by pg_terminate_backend in the middle of the writes, Redis killed and started again, and the network
 * to PostgreSQL cut. Then the retry storm of bench/load.ts (200 clients that ignore Retry-After against 10
 * that honour it) on PGlite and on PostgreSQL. Every figure is printed beside its target, with the load average.
 *
 * Needs DATABASE_URL (a server where it may create and drop a database) and redis-server.
 *   CHAOS_PAIRS=3          pairs of members, one on each server, each pair in a room of its own
 *   CHAOS_PHASE_SECONDS=8  how long each phase lasts (the fault comes a second into it)
 *   CHAOS_OUTAGE_SECONDS=3 how long Redis and the network to PostgreSQL stay away
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { logInAs, startBenchServer, type BenchServer } from './benchServer.ts';
import { ChatFollower, graphql, sendUntilAcknowledged, type Offered, type Session } from './chaosClients.ts';
import { TcpProxy } from './tcpProxy.ts';
import { freePort, RedisProcess } from '../tests/server/redisProcess.ts';

const PAIRS = Number(process.env.CHAOS_PAIRS ?? 3);
const PHASE_MS = Number(process.env.CHAOS_PHASE_SECONDS ?? 8) * 1000;
const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 3) * 1000;
/** Each member offers a message this often: with 3 pairs, 24 messages a second between the two servers. */
const SEND_EVERY_MS = 250;
const SETTLE_MS = 30_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Member extends Session {
  email: string;
}

async function onboardedMember(url: string, email: string): Promise<Member> {
  const token = await logInAs(url, email);
  const session = { url, token };
  await graphql(session, 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { profile { uuid } } }', {
    n: email.split('@')[0],
  });
  const answer = await graphql<{ userSetDateOfBirth: { profile: { uuid: string } } }>(
    session,
    'mutation { userSetDateOfBirth(input: {dateOfBirth: "1990-05-01"}) { profile { uuid } } }',
  );
  return { url, token, email, id: answer.data!.userSetDateOfBirth.profile.uuid };
}

/** Whether /healthz answers 200 from looks taken after `since` (performance.now()), so an old good look does not count. */
async function freshlyHealthy(url: string, since: number) {
  const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
  if (!response) return false;
  const body = (await response.json().catch(() => ({}))) as Record<string, { answeredMsAgo?: number | null } | undefined>;
  if (response.status !== 200) return false;
  const ago = performance.now() - since;
  // The parts a fault here breaks; the disk is looked at far less often.
  return [body.database, body.eventBus].every((part) => part && (part.answeredMsAgo ?? Infinity) <= ago);
}

interface Fault {
  name: string;
  /** Breaks something; resolves once it is whole again, with the time it became whole. */
  run(): Promise<number>;
}

interface PhaseFigures {
  name: string;
  faultAt?: number;
  restoredAt?: number;
  firstAckMs?: number;
  healthyMs?: number;
}

export async function chaosDrill() {
  if (!process.env.DATABASE_URL) throw new Error('The fault drill needs DATABASE_URL: a PostgreSQL server where it may create a database.');
  if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('The fault drill needs redis-server.');
  console.log(`load average before: ${load()}`);
  execFileSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' });

  const name = `snoot_chaos_${process.pid}`;
  await admin(`create database ${name}`);
  const target = new URL(process.env.DATABASE_URL);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.listen(await freePort());
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${name}`;
  const redis = new RedisProcess(await freePort());
  await redis.start();
  const servers: BenchServer[] = [];
  const followers: ChatFollower[] = [];
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'snoot-chaos-'));
    const env = { DATABASE_URL: viaProxy.toString(), REDIS_URL: redis.url, DATABASE_TIMEOUT_MS: '2000' };
    // One after the other: the first migrates the new database.
    for (const index of [0, 1])
      servers.push(
        await startBenchServer({ dataDir: join(dataDir, String(index)), port: await freePort(), clientDir: join(dataDir, 'none'), env }),
      );
    const [first, second] = servers;

    // Each pair: one member on each server, in a room of their own, each with the chat open on their own server.
    const pairs: { a: Member; b: Member; roomId: string; onFirst: ChatFollower; onSecond: ChatFollower }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const a = await onboardedMember(first.url, `chaos-a${pair}@example.com`);
      const b = await onboardedMember(second.url, `chaos-b${pair}@example.com`);
      const created = await graphql<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
        a,
        'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
        { p: b.id },
      );
      const roomId = created.data!.chatRoomCreatePrivate.room.uuid;
      const onFirst = new ChatFollower(a, roomId);
      const onSecond = new ChatFollower(b, roomId);
      followers.push(onFirst, onSecond);
      await Promise.all([onFirst.start(), onSecond.start()]);
      pairs.push({ a, b, roomId, onFirst, onSecond });
    }
    console.log(`${PAIRS * 2} members on two servers, ${PAIRS} rooms; each member offers a message every ${SEND_EVERY_MS} ms`);

    const faults: Fault[] = [
      {
        name: 'pg_terminate_backend (all app sessions)',
        run: async () => {
          const ended = await admin(
            `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          );
          console.log(`  ended ${ended.rows[0].n} PostgreSQL sessions`);
          return performance.now();
        },
      },
      {
        name: `Redis killed, back after ${OUTAGE_MS / 1000} s`,
        run: async () => {
          await redis.kill();
          await pause(OUTAGE_MS);
          await redis.start();
          return performance.now();
        },
      },
      {
        name: `network to PostgreSQL cut for ${OUTAGE_MS / 1000} s`,
        run: async () => {
          await proxy.cut();
          await pause(OUTAGE_MS);
          await proxy.restore();
          return performance.now();
        },
      },
    ];
    const phases: PhaseFigures[] = [{ name: 'no fault' }, ...faults.map((fault) => ({ name: fault.name }))];
    let phase = 0;
    let offering = true;
    const offered: Offered[] = [];

    const sender = async (member: Member, roomId: string) => {
      for (let n = 0; offering; n++) {
        const began = performance.now();
        const message: Offered = { content: `${member.email}#${n}`, roomId, phase, offeredAt: began, attempts: 0 };
        offered.push(message);
        // Sends keep their order: a member offers the next message once this one is acknowledged (or the drill ends).
        await sendUntilAcknowledged(member, message, () => !offering);
        await pause(Math.max(0, SEND_EVERY_MS - (performance.now() - began)));
      }
    };
    const senders = pairs.flatMap(({ a, b, roomId }) => [sender(a, roomId), sender(b, roomId)]);

    await pause(PHASE_MS);
    for (const fault of faults) {
      phase += 1;
      const figures = phases[phase];
      await pause(1000);
      console.log(`${fault.name}…`);
      const faultAt = performance.now();
      figures.faultAt = faultAt;
      const restoredAt = await fault.run();
      figures.restoredAt = restoredAt;
      // Both servers healthy again, judged by looks taken once the fault is over, polled every 50 ms.
      while (figures.healthyMs === undefined && performance.now() - restoredAt < PHASE_MS * 3) {
        if ((await Promise.all(servers.map((server) => freshlyHealthy(server.url, restoredAt)))).every(Boolean))
          figures.healthyMs = performance.now() - faultAt;
        else await pause(50);
      }
      await pause(Math.max(0, PHASE_MS - 1000 - (performance.now() - faultAt)));
      const firstAck = offered
        .filter((message) => message.ackedAttemptAt !== undefined && message.ackedAttemptAt >= faultAt)
        .reduce((earliest, message) => Math.min(earliest, message.ackedAt!), Infinity);
      figures.firstAckMs = Number.isFinite(firstAck) ? firstAck - faultAt : undefined;
    }
    offering = false;
    await Promise.all(senders);

    // Every acknowledged message should now reach both open chats: wait for them, up to SETTLE_MS.
    const acked = offered.filter((message) => message.id);
    const delivered = (message: Offered) => {
      const pair = pairs.find((candidate) => candidate.roomId === message.roomId)!;
      return [pair.onFirst.shown.has(message.id!), pair.onSecond.shown.has(message.id!)];
    };
    const settleStart = performance.now();
    while (performance.now() - settleStart < SETTLE_MS && !acked.every((message) => delivered(message).every(Boolean))) await pause(100);

    // Read straight from the drill's database, not through the proxy.
    const direct = new URL(target);
    direct.pathname = `/${name}`;
    const reader = new pg.Client({ connectionString: direct.toString() });
    await reader.connect();
    const stored = await reader
      .query<{ client_id: string; n: number }>(
        'select client_id, count(*)::int as n from chat_messages where room_id = any($1::uuid[]) group by client_id',
        [pairs.map((pair) => pair.roomId)],
      )
      .finally(() => reader.end());
    const storedCount = new Map(stored.rows.map((row) => [row.client_id, row.n]));

    const rows = phases.map((figures, index) => {
      const mine = offered.filter((message) => message.phase === index);
      const ack = mine.filter((message) => message.id);
      const isStored = (message: Offered) => (storedCount.get(message.content) ?? 0) > 0;
      return {
        ...figures,
        offered: mine.length,
        acknowledged: ack.length,
        stored: mine.filter(isStored).length,
        onFirst: mine.filter((message) => message.id && delivered(message)[0]).length,
        onSecond: mine.filter((message) => message.id && delivered(message)[1]).length,
        lost: ack.filter((message) => !isStored(message) || !delivered(message).every(Boolean)).length,
        duplicated: mine.filter((message) => (storedCount.get(message.content) ?? 0) > 1).length,
      };
    });
    printTable(rows);
    return rows;
  } finally {
    await Promise.all(followers.map((follower) => follower.dispose().catch(() => undefined)));
    for (const server of servers) await server.stop();
    await redis.kill();
    await proxy.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function printTable(rows: (PhaseFigures & Record<string, unknown>)[]) {
  const columns = ['offered', 'acknowledged', 'stored', 'onFirst', 'onSecond', 'lost', 'duplicated'] as const;
  const headings = ['offered', 'acked', 'stored', 'deliv. A', 'deliv. B', 'lost', 'dup.', 'first ack', '/healthz ok'];
  console.log(`\n${'phase'.padEnd(42)} ${headings.map((heading) => heading.padStart(11)).join('')}`);
  for (const row of rows)
    console.log(
      `${row.name.padEnd(42)} ${[...columns.map((column) => String(row[column])), seconds(row.firstAckMs), seconds(row.healthyMs)]
        .map((cell) => cell.padStart(11))
        .join('')}`,
    );
  const total = (column: (typeof columns)[number]) => rows.reduce((sum, row) => sum + Number(row[column]), 0);
  console.log(
    `${'all'.padEnd(42)} ${columns
      .map((column) => String(total(column)))
      .map((cell) => cell.padStart(11))
      .join('')}`,
  );
  console.log(`\n  lost        ${String(total('lost')).padStart(6)}   target 0   ${total('lost') === 0 ? 'ok' : 'OVER'}`);
  console.log(`  duplicated  ${String(total('duplicated')).padStart(6)}   target 0   ${total('duplicated') === 0 ? 'ok' : 'OVER'}`);
  console.log('  (first ack: from the fault to the first acknowledged send begun after it, a sender retrying after');
  console.log('   Retry-After or 1 s, whichever is less; /healthz ok: from the fault to both servers answering 200 from');
  console.log('   looks taken after it was over: a Redis or network outage lasts its seconds first)');
}

/** The retry storm of bench/load.ts on both databases, its figures read from its output. */
export function retryStorms() {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/load.ts'], {
    env: { ...process.env, LOAD_STORM_ONLY: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const figures = [
    ...output.matchAll(
      /^(PGlite|PostgreSQL): .*\n(?:.*\n)*? {2}goodput, 10 members +([0-9.]+)\/s.*\n {2}goodput, 200 ignoring Retry-After +([0-9.]+)\/s/gm,
    ),
  ].map((match) => ({ backend: match[1], polite: Number(match[2]), storm: Number(match[3]) }));
  console.log('\nretry storm: goodput of 200 clients that ignore Retry-After, against 10 that honour it');
  for (const { backend, polite, storm } of figures) {
    const ratio = storm / polite;
    console.log(
      `  ${backend.padEnd(11)} 10 members ${polite.toFixed(1).padStart(6)}/s   200 ignoring ${storm.toFixed(1).padStart(6)}/s   ${ratio.toFixed(2)}×   target ≥ 0.50×   ${ratio >= 0.5 ? 'ok' : 'OVER'}`,
    );
  }
  return figures;
}

export async function chaosBench() {
  await chaosDrill();
  retryStorms();
  console.log(`\nload average after: ${load()}`);
}
