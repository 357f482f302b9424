import { expect, test } from '@playwright/test';
import { acceptDisclaimer, apiToken, codeFromMailbox, newEmail } from './support.ts';

test('a member logs in with an emailed code, lands in the shell and logs out', async ({ page }) => {
  // The server's Content-Security-Policy must not block anything the client does.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Log in with email' }).click();
  const send = page.getByRole('button', { name: 'Send code' });
  await send.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Email' }).fill('member@example.com');
  await send.click();
  await expect(page.getByText("If member@example.com is associated with an account, we'll send you a one-time code.")).toBeVisible();

  const code = await codeFromMailbox(page.request, 'member@example.com');
  const codeField = page.getByRole('textbox', { name: 'One-time code' });
  // The sliding step must really be on screen, not only present in the page.
  await expect(codeField).toBeInViewport({ ratio: 1 });
  await codeField.fill(code.toLowerCase());
  await expect(codeField).toHaveValue(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await acceptDisclaimer(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chats' })).toBeVisible();
  await expect(page.getByText('0.16.29')).toBeVisible();

  await page.goto('/logout');
  await expect(page.getByText('Logging out...')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  expect(blocked).toEqual([]);
});

test('a wrong code says so and a used code no longer works', async ({ page }) => {
  // A member of the test's own logs in once (through the API: the screen's own login is the first test's), which
  // uses up the code in their mailbox.
  const email = newEmail('used-code');
  await apiToken(page.request, email);
  const used = await codeFromMailbox(page.request, email);
  await page.goto('/login');

  await page.getByRole('button', { name: 'Log in with email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByRole('textbox', { name: 'One-time code' });
  await codeField.fill(used);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
  await codeField.fill('ZZZZZZZ');
  await expect(page.getByText('Invalid code. Please try again.')).toBeHidden();
});

test('a new member is onboarded before home, and the path they asked for is kept', async ({ page }) => {
  // A new address each run: the first code for an unknown email creates the account.
  const email = `new.fox.${Date.now()}@example.com`;
  await page.goto('/chatrooms');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Log in with email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromMailbox(page.request, email));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  const displayName = page.getByRole('textbox', { name: 'Display name' });
  await displayName.fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Display name must not be empty.')).toBeVisible();
  await expect(displayName).toBeFocused();
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  await displayName.fill('New Fox');
  await page.getByLabel('Date of birth').fill('2000-04-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptDisclaimer(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/chatrooms/);
  // The page's query, refused while onboarding was not done, runs again: the chats page shows, not an error.
  await expect(page.getByText('Select a chat to start messaging.')).toBeVisible();
  await expect(page.getByText(/went wrong/)).toHaveCount(0);
});
