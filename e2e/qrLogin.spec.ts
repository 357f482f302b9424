import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { acceptDisclaimer, api, newEmail, onboardedMember } from './support.ts';

test('a QR login approved by a member logged in in another browser logs this one in as that member', async ({ page, loggedInPage }) => {
  const email = newEmail('qr-approver');
  const approver = await onboardedMember(page.request, email, 'Quill');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in via QR code' }).click();
  const qr = page.getByRole('img', { name: /^QR code to approve this login, for the code / });
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('aria-label'))!.split(' ').at(-1)!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Waiting for approval…');
  await expectNoViolations(page);

  const phone = await loggedInPage(email);
  await phone.goto(`/approve-login?code=${code}`);
  await expect(phone.getByRole('heading', { name: 'A device asks to log in to your account' })).toBeVisible();
  await expectNoViolations(phone);
  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('Approved. The other device is now logged in as you.');
  await expectNoViolations(phone);

  // The waiting browser hears of it on its next poll (every 5 seconds) and goes on as after an email login.
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Logged in. Taking you to Snoot…', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await acceptDisclaimer(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('snoot:auth')!) as { token: { accessToken: string } });
  const seen = await api<{ viewer: { profile: { uuid: string } } }>(
    page.request,
    auth.token.accessToken,
    '{ viewer { profile { uuid } } }',
  );
  expect(seen.viewer.profile.uuid).toBe(approver.uuid);
});
