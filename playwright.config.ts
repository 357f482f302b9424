import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The built client to serve; parallel runs build into their own folders. */
export const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist';

/** End-to-end tests drive Debian's Chromium against the real server and the built client. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Playwright empties its output folder when it starts; a subfolder keeps vitest's report next to it.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // A fresh embedded database each run, seeded with the demo community on start. Every spec logs in and
    // chats from one address with the demo logins, so those limits are raised (the server tests check the real ones).
    // Its tabs' sockets all come from that address too, so the socket limits per address and member are raised as well.
    // The notifications spec subscribes with a stand-in push service's address, taken beside the browsers' own.
    command: `rm -rf .e2e-data/${port} && DATA_DIR=.e2e-data/${port} CLIENT_DIR=${clientDir} PORT=${port} DATABASE_URL= REDIS_URL= RATE_LIMIT_SCALE=100 RATE_LIMIT_CODES_PER_EMAIL=1000 RATE_LIMIT_CODES_PER_IP=1000 RATE_LIMIT_LOGINS_PER_IP=1000 WS_SOCKETS_PER_ADDRESS=1000 WS_SOCKETS_PER_MEMBER=1000 PUSH_SERVICES=push.example.test node --import tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
