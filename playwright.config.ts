import { defineConfig } from '@playwright/test';
import { portOf, urlOf } from './e2e/servers.ts';

/** Two workers, one per core, each with a seeded server of its own (e2e/globalSetup.ts starts one per worker). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Playwright loads this file again in every worker, with TEST_PARALLEL_INDEX set (0 to workers - 1, kept by a
 * worker that replaces a failed one): each worker's pages and requests reach its own server, whichever spec runs.
 */
const ownServer = urlOf(portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0)));

/** End-to-end tests drive Debian's Chromium against the real server and the built client. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests of one file may run on either worker: none depends on another's leftovers, and each server is its
  // worker's alone, so no two tests ever share a server at the same time.
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Playwright empties its output folder when it starts; a subfolder keeps vitest's report next to it.
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/globalSetup.ts',
  projects: [
    // Each demo login logs in once per server through the API; the specs open pages with the saved sessions.
    { name: 'demo logins', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['demo logins'] },
  ],
  use: {
    baseURL: ownServer,
    trace: 'retain-on-failure',
    // Every test is a first visit, where the service worker would fetch the whole app shell into its cache: only the
    // specs about the worker allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
