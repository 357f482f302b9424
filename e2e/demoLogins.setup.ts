import { expect, test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_EMAILS, serverPorts, savedLoginFile, urlOf } from './servers.ts';
import { apiToken, loginState } from './support.ts';

/**
 * Each demo login logs in once per server, through the login endpoints the app uses, and its session is saved for
 * the fixtures (e2e/fixtures.ts) to open pages with, instead of every test typing a code into the login screen.
 * login.spec.ts keeps the login through the screen itself.
 */
for (const email of DEMO_EMAILS) {
  setup(`${email} logs in through the API on every server`, async ({ browser, playwright }) => {
    for (const port of serverPorts()) {
      const baseURL = urlOf(port);
      const request = await playwright.request.newContext({ baseURL });
      const state = loginState(baseURL, await apiToken(request, email));
      await request.dispose();

      // The session opens the app logged in, past the disclaimer; what the app then stores is what is saved.
      const context = await browser.newContext({ baseURL, storageState: state });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('alertdialog', { name: 'ALPHA' })).toHaveCount(0);
      const file = savedLoginFile(baseURL, email);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(await context.storageState(), null, 2));
      await context.close();
    }
  });
}
