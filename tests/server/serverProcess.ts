import { spawn, type ChildProcess } from 'node:child_process';
import type { App } from '../../server/app.ts';

/** A server started as `npm start` starts it (server/main.ts in a process of its own), for faults that end processes. */
export interface ServerProcess {
  child: ChildProcess;
  /** Where it answers once it says it is running (the graphql/logIn helpers take it as an App); rejects if it exits first. */
  running: Promise<App>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or signal) once it exits. */
  exited: Promise<number | string | null>;
  alive(): boolean;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * The server's environment for a test: no client build, rate limits that a burst of test writes stays
 * under, and the embedded database and in-process event bus unless the test names others (the suite's own
 * DATABASE_URL and REDIS_URL are for the harness, not for these servers).
 */
const TEST_ENV = {
  PORT: '0',
  CLIENT_DIR: '/nonexistent',
  RATE_LIMIT_SCALE: '100',
  NODE_ENV: 'development',
  DATABASE_URL: '',
  REDIS_URL: '',
};

/** Starts server/main.ts with `env` (its `running` rejects with what it printed if it exits or `timeoutMs` passes first). */
export function spawnServer(env: Record<string, string>, timeoutMs = 60_000): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...TEST_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitedWith: number | string | null | undefined;
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      exitedWith = code ?? signal;
      resolve(exitedWith);
    }),
  );
  const running = new Promise<App>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server was not running within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // The line is JSON or pino-pretty's: the address ends at a quote or a space.
      const url = /Snoot is running at (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url } as App);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output}`));
    });
  });
  // A test that never awaits it (one that expects a refusal) must not see an unhandled rejection.
  running.catch(() => undefined);
  return {
    child,
    running,
    output: () => output,
    exited,
    alive: () => exitedWith === undefined,
    async stop() {
      if (exitedWith !== undefined) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Starts server/main.ts and waits until it is running. */
export async function startServerProcess(env: Record<string, string>, timeoutMs?: number) {
  const server = spawnServer(env, timeoutMs);
  try {
    return { ...server, app: await server.running };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Resolves once `check` returns a truthy value (asked every `everyMs`), or rejects after `timeoutMs` with the last value. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Not within ${timeoutMs} ms; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
