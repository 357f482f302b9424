import { expect, test as base, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { isDemoEmail, savedLoginFile } from './servers.ts';
import { apiToken, loginState } from './support.ts';

/** Opens a page in a browser context of its own, logged in as `email` with the alpha disclaimer accepted. */
export type OpenPage = (email: string, options?: BrowserContextOptions) => Promise<Page>;

interface LoggedInFixtures {
  /** A page of its own, logged in as a demo login with the alpha disclaimer accepted, on home. */
  teamPage: Page;
  vipPage: Page;
  memberPage: Page;
  minorPage: Page;
  /** A logged-in page in a context of its own: several members at once, or another viewport. */
  loggedInPage: OpenPage;
  /**
   * A new page in a context of its own holding the member's session, not yet opened on anything: for a cold load
   * (what a page downloads, which requests it sends) or a context option such as reduced motion.
   */
  sessionPage: OpenPage;
}

interface Opener {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string | undefined;
}

/**
 * A page in a context logged in as `email`, opened on nothing yet. A demo login opens the session e2e/demoLogins.setup.ts
 * saved for this worker's server; any other member logs in through the API (their account is made by the first
 * code, as `onboardedMember` does) and gets a session of their own. Nobody types a code: login.spec.ts does that.
 */
async function openSession({ browser, request, baseURL }: Opener, email: string, options: BrowserContextOptions = {}) {
  const storageState = isDemoEmail(email) ? savedLoginFile(baseURL!, email) : loginState(baseURL!, await apiToken(request, email));
  const context = await browser.newContext({ ...options, storageState });
  return context.newPage();
}

/** The same, opened on home with the shell shown, as a member is after logging in. */
async function openLoggedIn(opener: Opener, email: string, options?: BrowserContextOptions) {
  const page = await openSession(opener, email, options);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

const demoPage =
  (email: string) =>
  // Playwright reads a fixture's dependencies from its destructured first argument.
  async ({ browser, request, baseURL }: Opener, use: (page: Page) => Promise<void>) => {
    const page = await openLoggedIn({ browser, request, baseURL }, email);
    await use(page);
    await page.context().close();
  };

const pageOpener =
  (open: typeof openLoggedIn) =>
  async ({ browser, request, baseURL }: Opener, use: (open: OpenPage) => Promise<void>) => {
    const pages: Page[] = [];
    await use(async (email, options) => {
      const page = await open({ browser, request, baseURL }, email, options);
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  };

export const test = base.extend<LoggedInFixtures>({
  teamPage: demoPage('team@example.com'),
  vipPage: demoPage('vip@example.com'),
  memberPage: demoPage('member@example.com'),
  minorPage: demoPage('minor@example.com'),
  loggedInPage: pageOpener(openLoggedIn),
  sessionPage: pageOpener(openSession),
});

export { expect };
