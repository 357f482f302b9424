import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { LOGIN_CODES_IN_LOG_CONSENT } from '../../server/config.ts';
import { DEMO_LOGINS } from '../../server/seed/demo.ts';
import { startFakeSmtp } from './fakeSmtp.ts';
import { eventually, spawnServer, startServerProcess } from './serverProcess.ts';
import { dropPostgresDatabase, freshPostgresUrl } from './harness.ts';

const SERVER_START_MS = 90_000;

/** Made-up profiles each seed here writes: enough to be a community, a fiftieth of the 2,000 default's inserts. */
const SEED_PROFILES = '40';

/** A production server's environment: its own data folder, persisted operations only, JSON lines. */
function productionEnv(dataDir: string, more: Record<string, string> = {}) {
  return { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_FORMAT: 'json', LOG_LEVEL: 'debug', SMTP_URL: '', ...more };
}

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'snoot-production-'));

function postJson(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** What the database in `dataDir` holds, read once its server has stopped. */
async function contents(dataDir: string) {
  const db = await openDatabase({ dataDir });
  try {
    const count = async (table: string) =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
    const staff = await db.selectFrom('profiles').select('id').where('email', '=', 'team@example.com').executeTakeFirst();
    return { profiles: await count('profiles'), devMailbox: await count('dev_mailbox'), demoStaff: staff !== undefined };
  } finally {
    await db.destroy();
  }
}

/** `npm run seed`, as a process of its own. */
function runSeed(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/seed/main.ts'], {
      env: { ...process.env, DATABASE_URL: '', LOG_FORMAT: 'json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('production without a mail server', () => {
  it('refuses to start, saying why and how to go on', async () => {
    const server = spawnServer(productionEnv('memory://'));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Refusing to start: NODE_ENV=production needs SMTP_URL to mail login codes.');
    expect(server.output()).toContain('whoever reads the log could log in as anyone');
    expect(server.output()).not.toContain('Snoot is running');
  });

  it('refuses a LOGIN_CODES_IN_LOG that is not the exact consent', async () => {
    const server = spawnServer(productionEnv('memory://', { LOGIN_CODES_IN_LOG: 'true' }));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`LOGIN_CODES_IN_LOG=${LOGIN_CODES_IN_LOG_CONSENT}`);
  });

  it(
    'with the consent, writes codes to the log but never to the dev mailbox',
    async () => {
      const dataDir = freshDataDir();
      const server = await startServerProcess(productionEnv(dataDir, { LOGIN_CODES_IN_LOG: LOGIN_CODES_IN_LOG_CONSENT }), SERVER_START_MS);
      try {
        expect((await postJson(server.app.url, '/account-provider/email/request-code', { email: 'owner@example.com' })).status).toBe(200);
        await eventually(() => /Your Snoot login code: [A-Z0-9]{7}/.test(server.output()), 10_000);
        expect((await fetch(`${server.app.url}/dev/mailbox`)).status).toBe(404);
      } finally {
        await server.stop();
      }
      expect((await contents(dataDir)).devMailbox).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('production with a mail server', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const dataDir = freshDataDir();
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startServerProcess(productionEnv(dataDir, { SMTP_URL: smtp.url }), SERVER_START_MS);
  }, SERVER_START_MS);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('mails the login code and writes it to no log line, nor the token it is traded for', async () => {
    const email = 'first-member@example.com';
    expect((await postJson(server.app.url, '/account-provider/email/request-code', { email })).status).toBe(200);
    const mail = await eventually(() => smtp.mails.find((received) => received.data.includes(email)), 10_000);
    const code = /Your Snoot login code: ([A-Z0-9]{7})/.exec(mail!.data)![1];
    const login = await postJson(server.app.url, '/account-provider/email/login', { email, code });
    expect(login.status).toBe(200);
    const token = (await login.json()) as string;
    // Both requests have had their line by now: they are answered.
    await eventually(
      () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('/account-provider/email/')).length >= 2,
      10_000,
    );
    expect(server.output()).not.toContain(code);
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain(smtp.url);
  });

  it('never seeds: no demo community and no demo staff account', async () => {
    await server.stop();
    expect(await contents(dataDir)).toEqual({ profiles: 1, devMailbox: 0, demoStaff: false });
  });
});

describe('npm run seed', () => {
  it('refuses NODE_ENV=production and writes nothing', async () => {
    const dataDir = freshDataDir();
    const { code, output } = await runSeed({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to seed: NODE_ENV=production.');
    expect(output).toContain('team@example.com');
    expect(await contents(dataDir)).toEqual({ profiles: 0, devMailbox: 0, demoStaff: false });
  });

  it('refuses a SEED_PROFILES that is not a whole number from 0 to 100,000, and writes nothing', async () => {
    const dataDir = freshDataDir();
    const { code, output } = await runSeed({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_PROFILES: 'lots' });
    expect(code).toBe(1);
    expect(output).toContain('SEED_PROFILES must be a whole number of profiles from 0 to 100000, not \\"lots\\".');
    expect(await contents(dataDir)).toEqual({ profiles: 0, devMailbox: 0, demoStaff: false });
  });

  it(
    'seeds an embedded database under DATA_DIR once, with the demo logins and SEED_PROFILES profiles',
    async () => {
      const dataDir = freshDataDir();
      const first = await runSeed({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_PROFILES });
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('Seeded the demo community');
      const seeded = await contents(dataDir);
      expect(seeded.profiles).toBe(DEMO_LOGINS.length + Number(SEED_PROFILES));
      expect(seeded.demoStaff).toBe(true);
      const again = await runSeed({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_PROFILES });
      expect(again.code).toBe(0);
      expect(again.output).toContain('already holds profiles: nothing seeded');
      // A production server on a database an older default seeded says so, loudly, at start.
      const smtp = await startFakeSmtp();
      const production = await startServerProcess(productionEnv(dataDir, { SMTP_URL: smtp.url }), SERVER_START_MS);
      try {
        expect(production.output()).toContain("This production database holds the demo community's staff login team@example.com");
      } finally {
        await production.stop();
        await smtp.stop();
      }
    },
    SERVER_START_MS * 4,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'seeds the PostgreSQL database at DATABASE_URL',
    async () => {
      const databaseUrl = await freshPostgresUrl();
      try {
        const { code, output } = await runSeed({
          NODE_ENV: 'development',
          DATA_DIR: freshDataDir(),
          DATABASE_URL: databaseUrl,
          SEED_PROFILES,
        });
        expect(code, output).toBe(0);
        const db = await openDatabase({ dataDir: '', databaseUrl });
        try {
          const staff = await db.selectFrom('profiles').select('roles').where('email', '=', 'team@example.com').executeTakeFirst();
          expect(staff?.roles).toEqual(['TEAM']);
        } finally {
          await db.destroy();
        }
      } finally {
        await dropPostgresDatabase(databaseUrl);
      }
    },
    SERVER_START_MS * 3,
  );
});
