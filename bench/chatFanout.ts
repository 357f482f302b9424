/**
 * Chat fan-out: 1,000 concurrent graphql-ws subscribers on one server process (500 private rooms, both
 * members subscribed to SubscribeChatRoom), messages sent through the GraphQL mutation. Two phases:
 * latency at a steady offered rate (p50/p95/p99 from the start of the send to its receipt by each
 * subscriber), then as many messages per second as it sustains with many senders at once.
 * The server runs on the main thread and the members' sockets and sends on a worker thread, as devices are
 * not the server. Prints figures only; it asserts nothing. DATABASE_URL runs it on PostgreSQL.
 *
 *   node --import tsx bench/chatFanout.ts [subscribers=1000] [rate=50/s] [seconds=20] [concurrency=25]
 *   BENCH_LOG_LEVEL=warn   without the server's line per request (info, as in production, by default)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { readConfig } from '../server/config.ts';
import { startApp } from '../server/app.ts';
import { MUTATION_LIMITS } from '../server/graphql/mutationLimits.ts';
import { issueAccessToken } from '../server/auth/tokens.ts';
import { createPrivateRoom } from '../server/chat/rooms.ts';
import type { FanoutClientsData } from './chatFanoutClients.ts';

const subscribers = Number(process.argv[2] ?? 1000);
const rate = Number(process.argv[3] ?? 50);
const seconds = Number(process.argv[4] ?? 20);
const concurrency = Number(process.argv[5] ?? 25);
const rooms = Math.floor(subscribers / 2);

const dir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dir } : { DATA_DIR: 'memory://' };
// The fan-out is measured, not the per-member send limit, so the limits are lifted.
const unlimited = Object.fromEntries(
  Object.keys(MUTATION_LIMITS).map((field) => [field, { perMember: 1e9, perIp: 1e9, windowMs: 60_000 }]),
);
const app = await startApp(
  // Every subscriber's socket comes from this machine's one address, so the per-address socket limit is lifted too.
  readConfig({
    PORT: '0',
    ...database,
    IMAGE_DIR: join(dir, 'images'),
    CLIENT_DIR: join(dir, 'none'),
    WS_SOCKETS_PER_ADDRESS: '100000',
    // Logged as in production (a JSON line a request); BENCH_LOG_LEVEL=warn leaves the request lines out.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    LOG_FORMAT: 'json',
  }),
  {
    mutationLimits: unlimited,
    // Nor is the HTTP work gate: every send must reach the fan-out, not a 503.
    workLimits: { maxInFlight: 10_000, maxQueued: 100_000, maxQueueMs: 600_000 },
  },
);
const db = app.services.db;

/** Members, tokens and rooms straight into the database: the login flow is not what is measured. */
async function setUp() {
  // Emails of this run alone, so a PostgreSQL database can hold several runs' members.
  const run = randomBytes(4).toString('hex');
  const pairs: { roomId: string; tokens: [string, string] }[] = [];
  for (let i = 0; i < rooms; i += 1) {
    const ids = [randomUUID(), randomUUID()];
    await db
      .insertInto('profiles')
      .values(
        ids.map((id, n) => ({
          id,
          email: `bench-${run}-${i}-${n}@example.com`,
          display_name: `Bench ${i}.${n}`,
          date_of_birth: '1990-01-01',
          onboarded_at: new Date(),
          share_hash: randomBytes(8).toString('base64url'),
        })),
      )
      .execute();
    const roomId = await createPrivateRoom(db, ids[0], ids[1]);
    await db.updateTable('chat_participants').set({ status: 'JOINED' }).where('room_id', '=', roomId).execute();
    pairs.push({ roomId, tokens: [await issueAccessToken(db, ids[0]), await issueAccessToken(db, ids[1])] });
  }
  return pairs;
}

const pairs = await setUp();
// Members' devices are not the server: their sockets and sends run on a thread of their own, so the
// server's event loop (and PGlite, which runs on it) does only the server's work.
const data: FanoutClientsData = { url: app.url, pairs, rate, seconds, concurrency };
const clients = new URL('./chatFanoutClients.ts', import.meta.url).href;
// A worker does not inherit tsx's loader on Node 20: it registers it before importing the TypeScript file.
const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clients)}); })`;
const worker = new Worker(boot, { eval: true, workerData: data });
const [exitCode] = await once(worker, 'exit');
console.log(
  `(the server on the main thread${process.env.DATABASE_URL ? ' with PostgreSQL' : ' with embedded PGlite on its own worker thread'}; ${subscribers} subscriber sockets and the senders on a worker thread)`,
);
await app.stop();
process.exit(exitCode);
