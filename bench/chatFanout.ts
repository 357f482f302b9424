/**
 * Chat fan-out: 1,000 concurrent graphql-ws subscribers on one server process (500 private rooms, both
 * members subscribed to SubscribeChatRoom), messages sent through the GraphQL mutation. Two phases:
 * latency at a steady offered rate (p50/p95/p99 from the start of the send to its receipt by each
 * subscriber), then as many messages per second as it sustains with many senders at once.
 * Prints figures only; it asserts nothing. DATABASE_URL (an empty database) runs it on PostgreSQL.
 *
 *   node --import tsx bench/chatFanout.ts [subscribers=1000] [rate=50/s] [seconds=20] [concurrency=25]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { readConfig } from '../server/config.ts';
import { startApp } from '../server/app.ts';
import { MUTATION_LIMITS } from '../server/graphql/mutationLimits.ts';
import { issueAccessToken } from '../server/auth/tokens.ts';
import { createPrivateRoom } from '../server/chat/rooms.ts';

const subscribers = Number(process.argv[2] ?? 1000);
const rate = Number(process.argv[3] ?? 50);
const seconds = Number(process.argv[4] ?? 20);
const concurrency = Number(process.argv[5] ?? 25);
const rooms = Math.floor(subscribers / 2);

const dir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dir } : { DATA_DIR: 'memory://' };
// The fan-out is measured, not the per-member send limit, so the limits are lifted.
const unlimited = Object.fromEntries(Object.keys(MUTATION_LIMITS).map((field) => [field, { perMember: 1e9, perIp: 1e9, windowMs: 60_000 }]));
const app = await startApp(readConfig({ PORT: '0', ...database, IMAGE_DIR: join(dir, 'images'), SEED: 'false', CLIENT_DIR: join(dir, 'none') }), { mutationLimits: unlimited });
const db = app.services.db;

/** Members, tokens and rooms straight into the database: the login flow is not what is measured. */
async function setUp() {
  const pairs: { roomId: string; tokens: [string, string] }[] = [];
  for (let i = 0; i < rooms; i += 1) {
    const ids = [randomUUID(), randomUUID()];
    await db
      .insertInto('profiles')
      .values(ids.map((id, n) => ({ id, email: `bench-${i}-${n}@example.com`, display_name: `Bench ${i}.${n}`, date_of_birth: '1990-01-01', onboarded_at: new Date(), share_hash: randomBytes(8).toString('base64url') })))
      .execute();
    const roomId = await createPrivateRoom(db, ids[0], ids[1]);
    await db.updateTable('chat_participants').set({ status: 'JOINED' }).where('room_id', '=', roomId).execute();
    pairs.push({ roomId, tokens: [await issueAccessToken(db, ids[0]), await issueAccessToken(db, ids[1])] });
  }
  return pairs;
}

const latencies: number[] = [];
const sentAt = new Map<string, number>();
let delivered = 0;

function subscribe(roomId: string, token: string): Promise<Client> {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
  return new Promise((resolve, reject) => {
    client.subscribe<{ chatRoom: { kind: string; message: { node: { clientMutationId: string | null; payload: { content: string } } } | null } }>(
      { query: 'subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { payload { ... on ChatMessageTextPayload { content } } } } } }', variables: { r: roomId } },
      {
        next: ({ data }) => {
          const event = data!.chatRoom;
          if (event.kind === 'ROOM_UPDATED') return resolve(client);
          const started = event.message && sentAt.get(event.message.node.payload.content);
          if (started !== undefined && started !== null) {
            latencies.push(performance.now() - started);
            delivered += 1;
          }
        },
        error: reject,
        complete: () => {},
      },
    );
  });
}

async function send(roomId: string, token: string, content: string) {
  sentAt.set(content, performance.now());
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { messageEdge { cursor } } }',
      variables: { r: roomId, c: content, id: content },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0].message);
}

/** On a busy machine a socket can miss the server's 3 s connection-init window; it simply tries again. */
async function subscribeWithRetry(roomId: string, token: string, attempts = 5): Promise<Client> {
  try {
    return await subscribe(roomId, token);
  } catch (error) {
    if (attempts <= 1) throw error;
    return subscribeWithRetry(roomId, token, attempts - 1);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const pairs = await setUp();
const connectStarted = performance.now();
const clients: Client[] = [];
for (let i = 0; i < pairs.length; i += 10) {
  const batch = pairs.slice(i, i + 10).flatMap((pair) => pair.tokens.map((token) => subscribeWithRetry(pair.roomId, token)));
  clients.push(...(await Promise.all(batch)));
}
console.log(`${clients.length} subscribers connected and subscribed in ${Math.round(performance.now() - connectStarted)} ms`);

let sequence = 0;
const nextMessage = () => {
  const n = sequence++;
  const pair = pairs[n % pairs.length];
  return send(pair.roomId, pair.tokens[n % 2], `bench-${n}-${randomUUID()}`);
};

/** Waits until every delivery of the messages sent so far arrived (or 10 s passed). */
async function drain(expected: number) {
  const until = performance.now() + 10_000;
  while (delivered < expected && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

function report(label: string, sent: number, elapsed: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`${label}: ${sent} messages in ${elapsed.toFixed(1)} s, ${delivered} of ${sent * 2} deliveries`);
  console.log(`  delivery latency, send start to receipt: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
  console.log(`  ${(sent / elapsed).toFixed(0)} messages/s stored, ${(delivered / elapsed).toFixed(0)} deliveries/s`);
}

// Warm-up (JIT, lazily loaded modules, first statements): one message per room, not counted.
const warmUp = Math.min(pairs.length, 300);
for (let i = 0; i < warmUp; i += 10) await Promise.all(Array.from({ length: Math.min(10, warmUp - i) }, nextMessage));
await drain(warmUp * 2);
latencies.length = 0;
delivered = 0;

// Phase 1: a steady rate, each message to its own room in turn.
const paced = rate * seconds;
let started = performance.now();
const inFlight: Promise<void>[] = [];
for (let n = 0; n < paced; n += 1) {
  const due = started + (n * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  inFlight.push(nextMessage());
}
await Promise.all(inFlight);
await drain(paced * 2);
report(`steady ${rate} messages/s`, paced, (performance.now() - started) / 1000);

// Phase 2: as fast as it goes with many senders at once.
latencies.length = 0;
delivered = 0;
const burst = Math.max(1000, rate * seconds);
started = performance.now();
let sent = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (sent < burst) {
      sent += 1;
      await nextMessage();
    }
  }),
);
await drain(burst * 2);
report(`saturated, ${concurrency} concurrent senders`, burst, (performance.now() - started) / 1000);
console.log(`(server, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'} and all ${clients.length} subscriber sockets share this one Node process)`);

await Promise.all(clients.map((client) => client.dispose()));
await app.stop();
process.exit(0);
