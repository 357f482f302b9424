import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { allMessages, createRoom, newMember, type Member } from './chatHelpers.ts';
import { dropPostgresDatabase, freshPostgresUrl } from './harness.ts';
import { startTcpProxy, type TcpProxy } from './tcpProxy.ts';
import { spawnServer, startServerProcess, type ServerProcess } from './serverProcess.ts';
import { ask, bothHealthy, bothName, isDatabaseUnavailable, medianMs, msUntil, probe, VIEWER, type Answer } from './faultHelpers.ts';

/**
 * PostgreSQL going away under a running server, as a restart, a fail-over, a cut network or a stall does it:
 * the server (a process of its own, as in production) lives through it, answers members in their words meanwhile,
 * tells /healthz and /readyz, and comes back by itself. The faults are made on the test's own database only:
 * its own sessions are terminated, and a TCP proxy of the test's own sits between the server and PostgreSQL.
 */
const postgres = process.env.DATABASE_URL ? describe : describe.skip;

const SEND = `mutation ($r: String!, $c: String!, $id: String!) {
  chatRoomMessageSend(input: { roomId: $r, message: { content: $c }, clientMutationId: $id }) { messageEdge { node { id } } }
}`;

/** Sends one message; the id it was acknowledged with, or the answer that refused it. */
async function sendOne(app: App, member: Member, roomId: string, content: string): Promise<{ id: string } | { refused: Answer }> {
  const answer = await ask(app, member.token, SEND, { r: roomId, c: content, id: content });
  const edge = (answer.body.data?.chatRoomMessageSend as { messageEdge?: { node: { id: string } } } | undefined)?.messageEdge;
  return answer.status === 200 && edge ? { id: edge.node.id } : { refused: answer };
}

/** Writers sending messages until stopped: what was acknowledged, and every refusal. */
function keepWriting(app: App, member: Member, roomId: string, writers = 4) {
  const acknowledged: string[] = [];
  const refused: Answer[] = [];
  let writing = true;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    for (let i = 0; writing; i++) {
      const result = await sendOne(app, member, roomId, `writer ${writer} message ${i}`).catch((error: Error) => ({
        refused: { status: 0, retryAfter: null, text: error.message, body: {} } as Answer,
      }));
      if ('id' in result) acknowledged.push(result.id);
      else refused.push(result.refused);
    }
  });
  return {
    acknowledged,
    refused,
    async stop() {
      writing = false;
      await Promise.all(loops);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

postgres('a running server when PostgreSQL goes away', () => {
  let databaseUrl: string;
  let proxy: TcpProxy;
  let server: ServerProcess & { app: App };
  let app: App;
  let a: Member;
  let b: Member;
  let roomId: string;

  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    const direct = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startServerProcess({ DATABASE_URL: proxied.toString(), DATA_DIR: `/tmp/snoot-faults-${process.pid}` });
    app = server.app;
    a = await newMember(app, 'faults-a@example.com');
    b = await newMember(app, 'faults-b@example.com');
    const room = await createRoom(app, a, b);
    roomId = room.data!.chatRoomCreatePrivate.room.uuid;
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('lives through pg_terminate_backend of every session during writes, and loses nothing it acknowledged', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    const writes = keepWriting(app, a, roomId);
    let terminated = 0;
    try {
      for (let round = 0; round < 4; round++) {
        await pause(400);
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        terminated += rows.filter((row) => row.ended).length;
      }
      await pause(400);
    } finally {
      await writes.stop();
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    expect(server.alive(), server.output()).toBe(true);
    // Back by itself: the next message is acknowledged.
    const after = await sendOne(app, a, roomId, 'after the terminations');
    expect(after, JSON.stringify(after)).toHaveProperty('id');
    // Whatever a member was told went through is there; whatever was refused was refused in their words.
    const { ids } = await allMessages(app, a, roomId);
    expect(writes.acknowledged.length).toBeGreaterThan(0);
    expect(writes.acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
    for (const refusal of writes.refused) expect(isDatabaseUnavailable(refusal), refusal.text).toBe(true);
  });

  it('answers 503 DATABASE_UNAVAILABLE in the member’s words while the connection is cut, says so, and recovers', async () => {
    // The previous test ended the database sessions: wait until the probes have seen the database answer again.
    await msUntil(() => bothHealthy(app), 15_000);
    // Writes in flight when the connection drops.
    const writes = keepWriting(app, a, roomId);
    await pause(300);
    await proxy.cut();
    try {
      const named = msUntil(() => bothName(app, 'database'), 2_000);
      const answer = await ask(app, a.token, VIEWER);
      expect(isDatabaseUnavailable(answer), `${answer.status} ${answer.retryAfter} ${answer.text}`).toBe(true);
      expect(await named).toBeLessThanOrEqual(2_000);
      // Alive all the while: liveness is not readiness.
      expect((await probe(app, '/livez')).status).toBe(200);
    } finally {
      await proxy.restore();
      await writes.stop();
    }
    for (const refusal of writes.refused) expect(isDatabaseUnavailable(refusal), refusal.text).toBe(true);
    await msUntil(async () => (await ask(app, a.token, VIEWER)).status === 200, 15_000);
    await msUntil(() => bothHealthy(app), 15_000);
    expect(server.alive(), server.output()).toBe(true);
    const { ids } = await allMessages(app, a, roomId);
    expect(writes.acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('times a request out within the budget while the database stalls, and names it on /healthz within 2 s', async () => {
    await msUntil(() => bothHealthy(app), 15_000);
    proxy.pause();
    const stalledAt = Date.now();
    try {
      const named = msUntil(() => bothName(app, 'database'), 2_000);
      const answer = await ask(app, a.token, VIEWER);
      const tookMs = Date.now() - stalledAt;
      expect(await named).toBeLessThanOrEqual(2_000);
      // The GraphQL budget is 15 s (server/graphql/budget.ts); the member is told to try again.
      expect(tookMs).toBeLessThan(15_000);
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^(DATABASE_UNAVAILABLE|TIMEOUT)$/);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      // Each probe answers at once from the last look, stalled database or not.
      for (const path of ['/healthz', '/readyz', '/livez'] as const) expect(await medianMs(app, path)).toBeLessThan(100);
    } finally {
      proxy.resume();
    }
    await msUntil(async () => (await ask(app, a.token, VIEWER)).status === 200, 15_000);
    await msUntil(() => bothHealthy(app), 15_000);
    expect(server.alive(), server.output()).toBe(true);
  }, 40_000);
});

postgres('a server starting while PostgreSQL is away', () => {
  let databaseUrl: string;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    const direct = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('waits for it with backoff, naming host:port and the next try but no secret, and starts once it is back', async () => {
    await proxy.cut();
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxied.username = 'postgres';
    proxied.password = 'not-a-real-secret';
    server = spawnServer({ DATABASE_URL: proxied.toString(), DATA_DIR: `/tmp/snoot-faults-start-${process.pid}` });
    await msUntil(async () => /Waiting for the database at 127\.0\.0\.1:\d+.*next try in/i.test(server!.output()), 20_000);
    await pause(1_500);
    expect(server.alive(), server.output()).toBe(true);
    await proxy.restore();
    const app = await server.running;
    expect((await probe(app, '/healthz')).status).toBe(200);
    expect(server.output()).toContain(`127.0.0.1:${proxy.port}`);
    expect(server.output()).not.toContain('not-a-real-secret');
    expect(server.output()).not.toMatch(/migration\s+failed/i);
  }, 60_000);
});
