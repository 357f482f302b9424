import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

test('after Unblock, focus moves to the next Unblock button, then to the heading, and the change is said', async ({
  request,
  sessionPage,
}) => {
  const email = newEmail('unblocker');
  const { token } = await onboardedMember(request, email, 'Rhea Raccoon');
  for (const name of ['Otto Otter', 'Fenn Fennec']) {
    const other = await onboardedMember(request, newEmail('blocked'), name);
    await api(request, token, 'mutation ($u: String!) { userBlockProfile(input: {uuid: $u}) { viewer { id } } }', { u: other.uuid });
  }
  const page = await sessionPage(email);
  await page.goto('/settings/content-options/blocked-profiles');
  const list = page.getByRole('list', { name: 'Blocked profiles' });
  const first = list.getByRole('button').first();
  const firstName = (await first.getAttribute('aria-label'))!.replace('Unblock ', '');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('live-announcer')).toHaveText(`${firstName} is unblocked.`);
  const remaining = list.getByRole('button');
  await expect(remaining).toHaveCount(1);
  await expect(remaining).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked Profiles' })).toBeFocused();
});

test('when End scrolls the focused card out of the windowed grid, focus stays on the named list', async ({ memberPage: page }) => {
  const grid = page.getByRole('list', { name: 'Profiles near you' });
  await expect(grid).toHaveAttribute('data-loaded', '60');
  const firstCard = grid.getByRole('link').first();
  const firstHref = await firstCard.getAttribute('href');
  await firstCard.focus();
  await page.keyboard.press('End');
  // The card the member was on is no longer rendered: its element left the page with focus on it.
  await expect(grid.locator(`a[href="${firstHref}"]`)).toHaveCount(0);
  await expect(grid).toBeFocused();
});
