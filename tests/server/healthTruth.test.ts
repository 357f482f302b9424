import { existsSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { startTestApp } from './harness.ts';
import { bothHealthy, bothName, medianMs, msUntil, namedButReady, probe } from './faultHelpers.ts';
import { startTcpProxy, type TcpProxy } from './tcpProxy.ts';

/**
 * /healthz and /readyz tell the truth within 2 s of a fault, each answering within 100 ms from the last look:
 * the disk under the server's files below its floor, the event bus (Redis) gone or stalled. The database's own
 * faults are in databaseFaults.test.ts.
 */
describe('/healthz, /readyz and /livez', () => {
  // A memory-backed file system of its own where there is one, so other tests' files do not move its free space.
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const imageDir = mkdtempSync(join(base, 'snoot-disk-'));
  let app: App;
  let floorMb: number;
  beforeAll(async () => {
    const { bavail, bsize } = statfsSync(imageDir);
    floorMb = Math.floor((bavail * bsize) / 2 ** 20) - 150;
    app = await startTestApp({ env: { IMAGE_DIR: imageDir, DISK_FLOOR_MB: String(floorMb) } });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(imageDir, { recursive: true, force: true });
  });

  it('answer each within 100 ms, naming nothing while all is well', async () => {
    expect(await bothHealthy(app)).toBe(true);
    for (const path of ['/healthz', '/readyz', '/livez'] as const) {
      expect((await probe(app, path)).status).toBe(200);
      expect(await medianMs(app, path)).toBeLessThan(100);
    }
    expect((await probe(app, '/healthz')).body).toMatchObject({ ok: true, degraded: [], database: { ok: true }, disk: { ok: true } });
  });

  it('name the disk within 2 s once its free space falls below the floor, and clear once it is back', async () => {
    const filler = join(imageDir, 'filler.bin');
    writeFileSync(filler, Buffer.alloc(300 * 2 ** 20, 1));
    try {
      expect(await msUntil(() => bothName(app, 'disk'), 2_000)).toBeLessThanOrEqual(2_000);
      expect((await probe(app, '/healthz')).body).toMatchObject({ disk: { ok: false, floorMb } });
      expect((await probe(app, '/livez')).status).toBe(200);
    } finally {
      rmSync(filler);
    }
    expect(await msUntil(() => bothHealthy(app), 3_000)).toBeLessThanOrEqual(3_000);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

// Without Redis each process still serves its own members, so /readyz keeps taking traffic and names the bus.
withRedis('/healthz and /readyz with the event bus (REDIS_URL)', () => {
  let proxy: TcpProxy;
  let app: App;
  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const proxied = new URL(process.env.REDIS_URL!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await startTestApp({ redisUrl: proxied.toString() });
  });
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  it('name the event bus within 2 s when Redis goes away, and clear when it is back', async () => {
    await msUntil(() => bothHealthy(app), 5_000);
    await proxy.cut();
    try {
      expect(await msUntil(() => namedButReady(app, 'eventBus'), 2_000)).toBeLessThanOrEqual(2_000);
      expect((await probe(app, '/livez')).status).toBe(200);
    } finally {
      await proxy.restore();
    }
    await msUntil(() => bothHealthy(app), 10_000);
  });

  it('name the event bus within 2 s when Redis stalls', async () => {
    await msUntil(() => bothHealthy(app), 5_000);
    proxy.pause();
    try {
      expect(await msUntil(() => namedButReady(app, 'eventBus'), 2_000)).toBeLessThanOrEqual(2_000);
    } finally {
      proxy.resume();
    }
    await msUntil(() => bothHealthy(app), 10_000);
  });
});
