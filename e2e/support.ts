import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Reads the newest login code mailed to `email` from the dev mailbox, as a member reads their mail. */
export async function codeFromMailbox(request: APIRequestContext, email: string) {
  await expect.poll(async () => (await (await request.get('/dev/mailbox')).json()).some((mail: { to: string }) => mail.to === email)).toBe(true);
  const mails = (await (await request.get('/dev/mailbox')).json()) as { to: string; subject: string }[];
  const code = /([A-Z0-9]{7})$/.exec(mails.find((mail) => mail.to === email)!.subject)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/** Walks the three login steps for `email`, typing the code from the dev mailbox. */
export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const mailed = page.waitForResponse((response) => response.url().endsWith('/account-provider/email/request-code'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await mailed;
  const code = await codeFromMailbox(page.request, email);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function acceptDisclaimer(page: Page) {
  const disclaimer = page.getByRole('alertdialog', { name: 'ALPHA' });
  await expect(disclaimer).toBeVisible();
  await disclaimer.getByRole('button', { name: 'I understand, let me in anyway!' }).click();
  await expect(disclaimer).toBeHidden();
}
