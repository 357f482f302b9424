import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { folderPictureStore } from '../server/images/pictureStore.ts';
import { blobPool, writeBlobs } from '../server/seed/images.ts';

/** How `npm start` runs the server once it is built (scripts/buildServer.mjs); the bench times exactly that. */
export const SERVER_COMMAND = ['dist-server/server/main.js'];
/** The server straight from its TypeScript, as development and the end-to-end tests run it. */
export const SOURCE_COMMAND = ['--import', 'tsx', 'server/main.ts'];

export interface BenchServer {
  url: string;
  /** Milliseconds from spawning the process to its first answered request. */
  startMs: number;
  stop(): Promise<void>;
}

/** Polls /healthz until it answers 200: the moment a member's first request would be served. */
async function firstAnswer(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts the server as its own process (as in production) on `dataDir`, with the built client in `clientDir`. */
export async function startBenchServer(options: {
  dataDir: string;
  port: number;
  clientDir: string;
  command?: string[];
  /** More settings for this server (the fault drill's database and Redis). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const url = `http://localhost:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, options.command ?? SERVER_COMMAND, {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      CLIENT_DIR: options.clientDir,
      // The bench logs in and reloads from one address far more often than a member would.
      RATE_LIMIT_SCALE: '1000',
      RATE_LIMIT_CODES_PER_EMAIL: '1000',
      RATE_LIMIT_CODES_PER_IP: '1000',
      RATE_LIMIT_LOGINS_PER_IP: '1000',
      // Its clients stand for many members but share one address, which the per-address limits would count as one.
      WS_SOCKETS_PER_ADDRESS: '100000',
      RETRY_THROTTLE: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await firstAnswer(url, child);
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * A database that has been seeded once: the seed runs before the first start (not timed), later starts are
 * restarts. A PostgreSQL database is not ours to inspect by a folder, so the seed looks at it each run (quick once seeded).
 */
export async function seededDataDir(dataDir: string) {
  if (!process.env.DATABASE_URL && existsSync(dataDir)) return;
  // A PostgreSQL database seeded elsewhere (bench/profileSearch.ts) names the seed's fixed picture pool: write it
  // where this server looks for pictures, or every card's picture would fail.
  if (process.env.DATABASE_URL) await writeBlobs(folderPictureStore(join(dataDir, 'images')), await blobPool());
  console.log(`Seeding the demo community into ${process.env.DATABASE_URL ? 'the PostgreSQL database' : dataDir} (once)…`);
  // As `npm run seed` does it: the server never seeds by itself.
  const seeding = spawn(process.execPath, ['--import', 'tsx', 'server/seed/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(seeding, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Seeding failed (exit ${code})`);
}

/** A member's token by the one-time-code login, reading the code from the dev mailbox. */
export async function logInAs(url: string, email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (response) => response.json(),
    );
  await post('/account-provider/email/request-code', { email });
  const mails = (await (await fetch(`${url}/dev/mailbox`)).json()) as { to: string; subject: string }[];
  const code = /([A-Z0-9]{7})$/.exec(mails.find((mail) => mail.to === email)!.subject)![1];
  return (await post('/account-provider/email/login', { email, code })) as string;
}
