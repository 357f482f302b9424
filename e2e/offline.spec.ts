import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ready, run, stop, type Server } from './globalSetup.ts';
import { basePort, runDir, urlOf } from './servers.ts';
import { apiToken, loginState, pageTitle } from './support.ts';

// This spec is about the service worker keeping the app shell; every other spec runs without one.
test.use({ serviceWorkers: 'allow' });

// A server of this spec's own, which it stops and starts again: past the workers' ports, on a copy of the seed.
const port = basePort + 5;
const origin = urlOf(port);
const dataDir = join(runDir, `offline-${port}`);
let server: Server;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(join(runDir, 'template'), dataDir, { recursive: true });
  server = run(`offline-${port}`, 'server/main.ts', port, dataDir);
  await ready(server);
});

test.afterAll(async () => {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const crashWords = (page: Page) => page.getByText('Oopsie woopsie', { exact: false });

test('the server stopped mid-session: a banner, the app stays, screens say the connection was lost and come back when it returns', async ({
  browser,
}) => {
  const request = await apiRequest.newContext({ baseURL: origin });
  const token = await apiToken(request, 'member@example.com');
  await request.dispose();
  const context = await browser.newContext({
    baseURL: origin,
    storageState: loginState(origin, token),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The worker has kept the app shell and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await stop(server);
  // The live socket drops and the server does not answer: the banner says so, politely.
  const banner = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(banner).toBeVisible();
  await expectNoViolations(page, '[role="status"]');

  // Moving around stays in the app, and what cannot arrive is said in a member's words, never the crash screen's.
  await page.getByRole('link', { name: /^Chats/ }).click();
  await expect(page.getByText('It looks like we were unable to load your recent chats, please try again later.')).toBeVisible();
  await page.getByRole('link', { name: 'Snoot home' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Connection lost' })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('Connection lost · Snoot'));
  await expectNoViolations(page, 'main');
  await expect(crashWords(page)).toHaveCount(0);
  await expect(banner).toBeVisible();

  // The server is back: the banner goes, "Connected again." is said, and the page loads by itself.
  server = run(`offline-${port}-restarted`, 'server/main.ts', port, dataDir);
  await ready(server);
  // The app looks at the server every 1 s, doubling to 15 s between looks while it is away.
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('live-announcer')).toHaveText('Connected again.');
  await expect(page).toHaveTitle(pageTitle('Settings · Snoot'));
  await expect(page.getByRole('heading', { name: 'Connection lost' })).toHaveCount(0);
  await expect(crashWords(page)).toHaveCount(0);
  await context.close();
});
