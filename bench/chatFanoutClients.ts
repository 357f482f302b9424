/**
 * The members' side of bench/chatFanout.ts, on a worker thread of its own: the subscriber sockets and the
 * senders, timing each message from the start of its send to its receipt by each subscriber.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface FanoutClientsData {
  url: string;
  pairs: { roomId: string; tokens: [string, string] }[];
  rate: number;
  seconds: number;
  concurrency: number;
}

const { url, pairs, rate, seconds, concurrency } = workerData as FanoutClientsData;

const latencies: number[] = [];
const sentAt = new Map<string, number>();
let delivered = 0;

function subscribe(roomId: string, token: string): Promise<Client> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
  });
  return new Promise((resolve, reject) => {
    client.subscribe<{
      chatRoom: { kind: string; message: { node: { clientMutationId: string | null; payload: { content: string } } } | null };
    }>(
      {
        query:
          'subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { payload { ... on ChatMessageTextPayload { content } } } } } }',
        variables: { r: roomId },
      },
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
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { messageEdge { cursor } } }',
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
  console.log(
    `  delivery latency, send start to receipt: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
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

await Promise.all(clients.map((client) => client.dispose()));
