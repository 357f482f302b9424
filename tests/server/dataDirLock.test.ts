import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { startApp, type App } from '../../server/app.ts';
import { logIn } from './harness.ts';
import { ask, VIEWER } from './faultHelpers.ts';
import { spawnServer, startServerProcess, type ServerProcess } from './serverProcess.ts';

/**
 * One writer per embedded database: a second server on the same DATA_DIR once started beside the first, both
 * acknowledged writes, and the second's were gone after a restart (or it died with `RuntimeError: Aborted()`).
 */
describe('one server per PGlite directory', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const apps: App[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'snoot-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(apps.map((app) => app.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process on the directory with a plain message naming it and the running process, and a stale lock of a killed one does not block a restart', async () => {
    const dataDir = newDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(first);
    const token = await logIn(first.app, 'lock@example.com');

    const second = spawnServer({ DATA_DIR: dataDir });
    servers.push(second);
    // It exits; were it to start instead, that is the split brain this prevents.
    expect(await Promise.race([second.exited, second.running.then(() => 'running')])).toBe(1);
    const pgliteDir = join(dataDir, 'pglite');
    expect(second.output()).toContain(
      `Refusing to start: the database in ${pgliteDir} is in use by another Snoot server (process ${first.child.pid}`,
    );
    // A plain message, not a stack trace.
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The first goes on as if nothing happened.
    expect((await ask(first.app, token, VIEWER)).status).toBe(200);

    // kill -9 leaves its lock behind; a dead process holds nothing, so a restart starts with the data it had.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(third);
    const again = await ask(third.app, token, VIEWER);
    expect(again.status).toBe(200);
    expect(again.body.data?.viewer).toBeTruthy();
    // A clean stop lets go of it.
    await third.stop();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 240_000);

  it('refuses a second startApp on the directory in the same process', async () => {
    const dataDir = newDir();
    const config = readConfig({ PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client') });
    const first = await startApp(config);
    apps.push(first);
    await expect(startApp(config)).rejects.toThrow(
      `Refusing to start: the database in ${join(dataDir, 'pglite')} is in use by another Snoot server (process ${process.pid}`,
    );
    await first.stop();
    apps.pop();
    // Once stopped, the directory is free again.
    const next = await startApp(config);
    apps.push(next);
  }, 240_000);
});
