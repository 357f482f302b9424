import { expect, test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { acceptDisclaimer, logIn } from './support.ts';

/** Opens a page in a browser context of its own, logged in as `email` with the alpha disclaimer accepted. */
export type OpenPage = (email: string, options?: BrowserContextOptions) => Promise<Page>;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

interface LoggedInFixtures {
  /** The test's own `page`, logged in as a demo login with the alpha disclaimer accepted. */
  teamPage: Page;
  vipPage: Page;
  memberPage: Page;
  minorPage: Page;
  /** A fresh login in a context of its own: several members at once, or another viewport. */
  loggedInPage: OpenPage;
  /**
   * Like `loggedInPage`, but each email logs in once per spec file and later tests reuse its stored session, so a
   * spec with many tests stays well inside the login-code rate limit other specs share.
   */
  sessionPage: OpenPage;
}

// Sessions by spec file and email: a spec that logs out affects only its own later tests.
const sessions = new Map<string, Session>();

const demoLogin =
  (email: string) =>
  async ({ page }: { page: Page }, use: (page: Page) => Promise<void>) => {
    await logIn(page, email);
    await acceptDisclaimer(page);
    await use(page);
  };

export const test = base.extend<LoggedInFixtures>({
  teamPage: demoLogin('team@example.com'),
  vipPage: demoLogin('vip@example.com'),
  memberPage: demoLogin('member@example.com'),
  minorPage: demoLogin('minor@example.com'),

  loggedInPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email, options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      await logIn(page, email);
      await acceptDisclaimer(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  sessionPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const open = async (options?: BrowserContextOptions) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    };
    await use(async (email, options) => {
      const key = `${testInfo.file}\n${email}`;
      let session = sessions.get(key);
      if (!session) {
        const context = await open();
        const page = await context.newPage();
        await logIn(page, email);
        await acceptDisclaimer(page);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        session = await context.storageState();
        sessions.set(key, session);
        await context.close();
      }
      return (await open({ ...options, storageState: session })).newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
