import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptDisclaimer, codeFromMailbox } from './support.ts';

/** With a modal open the rest of the page is inert, so the modal is what axe checks. */
async function expectNoViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`axe finds nothing on the three login steps and the shell at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Log in with email' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill('team@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromMailbox(page.request, 'team@example.com'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'ALPHA' })).toBeVisible();
    await expectNoViolations(page, '[role=alertdialog]');
    await acceptDisclaimer(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
  });
}
