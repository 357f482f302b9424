import type { Browser, BrowserContext, Page, Response } from '@playwright/test';

export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Bytes of every JS file a page received, as they came over the wire (after Content-Encoding). */
export function collectScripts(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  return async () => {
    const sizes = await Promise.all(responses.map((response) => response.request().sizes()));
    const encodings = new Set(
      await Promise.all(responses.map(async (response) => (await response.allHeaders())['content-encoding'] ?? 'none')),
    );
    return { files: responses.length, bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0), encodings: [...encodings] };
  };
}

/** /login has rendered when its first choice is on screen (every chunk it needs has arrived by then). */
export const loginRendered = (page: Page) => page.getByRole('button', { name: 'Log in with email' }).waitFor();

/** Home has rendered when the grid's first card shows its picture. */
export async function homeRendered(page: Page) {
  const firstImage = page.locator('[data-testid=profile-grid] img').first();
  await firstImage.waitFor();
  await firstImage.evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
}

/** A browser context logged in as the member holding `token`, past the alpha disclaimer. */
export async function loggedInContext(browser: Browser, token: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((accessToken) => {
    if (localStorage.getItem('snoot:auth')) return;
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
  return context;
}

declare global {
  interface Window {
    __bench: { lcp: number; longTasks: [number, number][] };
  }
}

/** Records LCP candidates and long tasks from the first byte of the document on. */
function observePaint() {
  window.__bench = { lcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One cold load of home: LCP once the first card's picture is decoded and painted, and blocking time
 * (each long task's time over 50 ms, from first contentful paint on, as Lighthouse counts it).
 */
export async function homePaint(context: BrowserContext, url: string, cpuSlowdown: number) {
  await context.addInitScript(observePaint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${url}/`);
  await homeRendered(page);
  // Two frames after the picture decoded: its paint has happened and been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { lcp, longTasks, fcp } = await page.evaluate(() => ({
    ...window.__bench,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const blocking = longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  await page.close();
  return { lcp, blocking };
}

/** Loads 1,000 profiles into the grid, then times each two-frame step scrolling back up through it. */
export async function gridScrollSteps(page: Page, url: string) {
  await page.goto(`${url}/`);
  const grid = page.getByTestId('profile-grid');
  await grid.waitFor();
  for (;;) {
    const loaded = Number(await grid.getAttribute('data-loaded'));
    if (loaded >= 1000) break;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The next page has arrived when the count grows; a short last page ends the grid.
    const grew = await page
      .waitForFunction(
        (before) => Number(document.querySelector('[data-testid=profile-grid]')?.getAttribute('data-loaded')) > before,
        loaded,
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!grew) break;
  }
  const loaded = Number(await grid.getAttribute('data-loaded'));
  const steps = await page.evaluate(async () => {
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
  return { loaded, steps };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
