import { join } from 'node:path';

/**
 * Where the end-to-end servers live. Each Playwright worker has a seeded server of its own on E2E_PORT + its
 * parallel index (8181 and 8182 by default), so the two workers never see each other's changes; e2e/globalSetup.ts
 * seeds one embedded database, copies it for each server and starts them.
 */
export const basePort = Number(process.env.E2E_PORT ?? 8181);

/** The built client the servers serve; parallel runs build into their own folders. */
export const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist';

/** Everything a run writes: the seeded template, each server's data and the demo logins' saved sessions. */
export const runDir = join('.e2e-data', String(basePort));

export const portOf = (parallelIndex: number) => basePort + parallelIndex;
export const urlOf = (port: number) => `http://localhost:${port}`;

/** The demo logins (server/seed/demo.ts), each logged in once per server by e2e/demoLogins.setup.ts. */
export const DEMO_EMAILS = ['team@example.com', 'vip@example.com', 'member@example.com', 'minor@example.com'] as const;

export const isDemoEmail = (email: string): email is (typeof DEMO_EMAILS)[number] => (DEMO_EMAILS as readonly string[]).includes(email);

/** The saved browser session (localStorage) of a demo login on the server at `baseURL`. */
export const savedLoginFile = (baseURL: string, email: string) => join(runDir, 'sessions', new URL(baseURL).port, `${email}.json`);

/** The ports of this run's servers, as e2e/globalSetup.ts started them (workers inherit its environment). */
export function serverPorts(): number[] {
  const ports = process.env.E2E_SERVER_PORTS?.split(',').map(Number) ?? [];
  if (ports.length === 0)
    throw new Error('E2E_SERVER_PORTS is not set: the servers are started by e2e/globalSetup.ts (npx playwright test).');
  return ports;
}

/**
 * The server's environment: an embedded database, never this machine's PostgreSQL or Redis. Every spec logs in and
 * chats from one address with the demo logins, so those limits are raised (the server tests check the real ones);
 * its tabs' sockets all come from that address too, so the socket limits per address and member are raised as well.
 * The notifications spec subscribes with a stand-in push service's address, taken beside the browsers' own.
 */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    PORT: String(port),
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_SCALE: '100',
    RATE_LIMIT_CODES_PER_EMAIL: '1000',
    RATE_LIMIT_CODES_PER_IP: '1000',
    RATE_LIMIT_LOGINS_PER_IP: '1000',
    WS_SOCKETS_PER_ADDRESS: '1000',
    WS_SOCKETS_PER_MEMBER: '1000',
    PUSH_SERVICES: 'push.example.test',
  };
}
