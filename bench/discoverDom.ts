/**
 * The grid with 1,000 loaded profiles: how many DOM nodes it keeps (windowing) and how long a scroll frame
 * takes. Needs a built client (`npx vite build`, or CLIENT_DIR) and /usr/bin/chromium; not part of `npm test`:
 *
 *   node --import tsx bench/discoverDom.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { readConfig } from '../server/config.ts';
import { startApp } from '../server/app.ts';
import { seedDemoCommunity } from '../server/seed/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'snoot-dom-'));
const app = await startApp(
  readConfig({
    PORT: '0',
    DATA_DIR: 'memory://',
    IMAGE_DIR: join(dataDir, 'images'),
    CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist',
  }),
);
await seedDemoCommunity(app.services.db, { imageDir: join(dataDir, 'images') });
const post = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (response) => response.json(),
  );
await post('/account-provider/email/request-code', { email: 'member@example.com' });
const mails = (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; subject: string }[];
const code = /([A-Z0-9]{7})$/.exec(mails.find((mail) => mail.to === 'member@example.com')!.subject)![1];
const token = (await post('/account-provider/email/login', { email: 'member@example.com', code })) as string;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// NO_IMAGES=1 leaves the pictures out, to tell the grid's own work from image decoding and painting.
if (process.env.NO_IMAGES) await page.route('**/image/**', (route) => route.abort());
await page.goto(app.url + '/login');
await page.evaluate((accessToken) => {
  localStorage.setItem(
    'snoot:auth',
    JSON.stringify({
      loginMethod: 'otp',
      token: { accessToken, refreshToken: null, expiresAt: Date.now() + 1e12 },
      loggedInState: 'logged-in',
      profile: null,
    }),
  );
  localStorage.setItem('snoot:settings', JSON.stringify({ disclaimerAccepted: true }));
}, token);
await page.goto(app.url + '/');
const grid = page.getByTestId('profile-grid');
await grid.waitFor();
for (let round = 0; round < 60; round++) {
  const loaded = Number(await grid.getAttribute('data-loaded'));
  if (loaded >= 1000) break;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
}
const loaded = Number(await grid.getAttribute('data-loaded'));
const counts = await page.evaluate(() => ({
  all: document.querySelectorAll('*').length,
  cards: document.querySelectorAll('[data-testid=profile-grid] > li').length,
}));
// Scroll back through the whole grid and time each frame.
const frames = await page.evaluate(async () => {
  const times: number[] = [];
  const step = window.innerHeight / 2;
  for (let y = document.body.scrollHeight; y > 0; y -= step) {
    const start = performance.now();
    window.scrollTo(0, y);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
});
console.log(`grid: ${loaded} profiles loaded, ${counts.cards} cards in the DOM, ${counts.all} DOM elements on the page`);
console.log(
  `scrolling back up: ${frames.length} steps, median ${frames[Math.floor(frames.length / 2)].toFixed(1)} ms, p95 ${frames[Math.floor(frames.length * 0.95)].toFixed(1)} ms per step (two frames)`,
);
await browser.close();
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
