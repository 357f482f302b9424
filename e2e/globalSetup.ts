import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { portOf, runDir, serverEnv, urlOf } from './servers.ts';

/** Seeding and a first start take tens of seconds on a loaded 2-core machine; this is when to give up. */
const START_TIMEOUT_MS = 180_000;

export interface Server {
  port: number;
  child: ChildProcess;
  /** The last lines it printed, shown when it fails to start. */
  tail: string[];
  exited: Promise<number | null>;
}

/**
 * Runs `script` with the server's environment for `port` and `dataDir`, its output in test-results/e2e-servers/<name>.log.
 * A spec that stops and starts a server of its own (offline.spec.ts) uses this, `ready` and `stop` too.
 */
export function run(name: string, script: string, port: number, dataDir: string): Server {
  mkdirSync('test-results/e2e-servers', { recursive: true });
  const log = createWriteStream(`test-results/e2e-servers/${name}.log`);
  // In this process group, so the watchdog of scripts/test.mjs stops the servers with the runner.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      tail.push(...chunk.toString().split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 20));
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => log.end());
  return { port, child, tail, exited };
}

/** Resolves once the server answers /healthz with 200; throws with its last output if it exits or takes too long. */
export async function ready(server: Server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) break;
    const answer = await fetch(`${urlOf(server.port)}/healthz`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why = gone ? `exited with ${server.child.exitCode}` : `did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`;
  server.child.kill('SIGKILL');
  throw new Error(`The e2e server on port ${server.port} ${why}; its last lines:\n${server.tail.join('\n')}`);
}

/** SIGTERM (the server closes its database), SIGKILL after 10 s. */
export async function stop(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/**
 * One seeded server per worker. The demo community is seeded once, by `npm run seed` (server/seed/main.ts); its
 * data directory (embedded database and images) is copied for each worker's server, which starts on the seeded
 * data in a few seconds instead of seeding again. Returns the teardown that stops them.
 */
export default async function globalSetup(config: FullConfig) {
  const started = Date.now();
  const ports = Array.from({ length: Math.max(1, config.workers) }, (_, index) => portOf(index));
  const template = join(runDir, 'template');
  rmSync(runDir, { recursive: true, force: true });

  const seeder = run('seed', 'server/seed/main.ts', ports[0], template);
  if ((await seeder.exited) !== 0)
    throw new Error(`Seeding the e2e template failed (${seeder.child.exitCode}):\n${seeder.tail.join('\n')}`);
  const seeded = Date.now();

  const servers = ports.map((port) => {
    const dataDir = join(runDir, `server-${port}`);
    cpSync(template, dataDir, { recursive: true });
    return run(`server-${port}`, 'server/main.ts', port, dataDir);
  });
  const teardown = () => Promise.all(servers.map(stop)).then(() => undefined);
  try {
    await Promise.all(servers.map(ready));
  } catch (error) {
    await teardown();
    throw error;
  }
  // Workers are started after this and inherit the environment: the demo-login setup reads the ports here.
  process.env.E2E_SERVER_PORTS = ports.join(',');
  console.log(
    `e2e: seeded the demo community in ${((seeded - started) / 1000).toFixed(1)} s; ` +
      `${ports.length} servers (${ports.join(', ')}) ready ${((Date.now() - seeded) / 1000).toFixed(1)} s later`,
  );
  return teardown;
}
