import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { startTestApp } from './harness.ts';

/** An address of this machine that other machines reach it by (not loopback), if it has one. */
const publicAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const portOf = (app: App) => Number(new URL(app.url).port);

/** GET over plain HTTP to one address; 'refused' when nothing listens there. */
function get(host: string, port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string } | 'refused'>((resolve, reject) => {
    const req = request({ host, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
    req.end();
  });
}

/** Runs the server as `npm start` does, until it exits or says it is running. */
function runServer(env: Record<string, string>) {
  return new Promise<{ exitCode: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Started after all: stop it, and report that it did not refuse.
      if (output.includes('Snoot is running')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ exitCode: output.includes('Snoot is running') ? null : code, output }));
  });
}

describe('safe defaults', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('refuses to start the development server on a public HOST, saying why', async () => {
    const { exitCode, output } = await runServer({ HOST: '0.0.0.0', NODE_ENV: 'development', DEV_MAILBOX_PUBLIC: '' });
    expect(exitCode).toBe(1);
    expect(output).toContain('Refusing to start: HOST=0.0.0.0 would open the development server to other machines.');
  });

  it('listens on both loopback addresses without HOST, and on no other', async () => {
    const port = portOf(app);
    expect(await get('127.0.0.1', port, '/healthz')).toMatchObject({ status: 200 });
    expect(await get('::1', port, '/healthz')).toMatchObject({ status: 200 });
    if (publicAddress) expect(await get(publicAddress, port, '/healthz')).toBe('refused');
  });

  it.skipIf(!publicAddress)('answers /dev/mailbox to this machine only, by its socket, whatever the headers say', async () => {
    const open = await startTestApp({ env: { HOST: '0.0.0.0', DEV_MAILBOX_PUBLIC: 'true' } });
    try {
      const port = portOf(open);
      expect(await get('127.0.0.1', port, '/dev/mailbox')).toMatchObject({ status: 200 });
      expect(await get(publicAddress!, port, '/healthz')).toMatchObject({ status: 200 });
      expect(await get(publicAddress!, port, '/dev/mailbox')).toMatchObject({ status: 404 });
      expect(await get(publicAddress!, port, '/dev/mailbox', { 'x-forwarded-for': '127.0.0.1', host: 'localhost' })).toMatchObject({
        status: 404,
      });
      // A proxy on this machine passes on someone else's request: it is not this machine asking.
      expect(await get('127.0.0.1', port, '/dev/mailbox', { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({ status: 404 });
    } finally {
      await open.stop();
    }
  });
});
