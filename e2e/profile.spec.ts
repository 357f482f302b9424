import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, apiToken, berlinMember, newEmail } from './support.ts';

type Candidate = { uuid: string; displayName: string; relationType: string | null; images: { edges: unknown[] } };

/**
 * A seeded neighbour of the member with no relation to them yet and at least two pictures, found in the same
 * distance-sorted search the home grid shows. Demo logins are left alone: other specs use them.
 */
async function likeableNeighbour(request: APIRequestContext, token: string) {
  const data = await api<{ profileSearch: { edges: { node: Candidate }[] } }>(
    request,
    token,
    `{ profileSearch(first: 60) { edges { node { uuid displayName relationType images { edges { cursor } } } } } }`,
  );
  const found = data.profileSearch.edges
    .map((edge) => edge.node)
    .find((node) => node.relationType === null && node.images.edges.length >= 2);
  expect(found, 'a seeded neighbour to like').toBeTruthy();
  return found!;
}

test('a member likes a profile at once, unlikes it, and likes a picture in the lightbox', async ({ loggedInPage, request }) => {
  // A member of the test's own in Berlin, as member@example.com is, so no demo login's likes change.
  const email = newEmail('liker');
  const { token } = await berlinMember(request, email, 'Lumi Lemur');
  const page = await loggedInPage(email);
  const target = await likeableNeighbour(page.request, token);

  // Open it from the home grid, whose cards are links named after the member they show.
  await page.goto('/');
  const card = page.locator(`a[href="/profiles/${target.uuid}"]`).first();
  await expect(card).toHaveAccessibleName(new RegExp(`^${target.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${target.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.displayName })).toBeVisible();
  await expectNoViolations(page);

  // Hold the like on its way to the server: the label must change before any answer arrives.
  // Operations go out persisted: the body names the operation, not its text.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (/"operationName":"LikeProfileMutation"/.test(route.request().postData() ?? '')) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'You Liked' })).toHaveAttribute('aria-pressed', 'true');
  const answered = page.waitForResponse((response) => /"operationName":"LikeProfileMutation"/.test(response.request().postData() ?? ''));
  release();
  await answered;
  await expect(page.getByRole('button', { name: 'You Liked' })).toBeVisible();
  await page.unroute('**/graphql');

  const unliked = page.waitForResponse((response) => /UnlikeProfileMutation/.test(response.request().postData() ?? ''));
  await page.getByRole('button', { name: 'You Liked' }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await unliked;

  // The lightbox: arrow keys move between pictures, each with its own like.
  const tiles = page.getByRole('button', { name: /^Picture \d+ of \d+ by / });
  const count = await tiles.count();
  await tiles.first().click();
  const lightbox = page.getByRole('dialog', { name: `Pictures of ${target.displayName}` });
  await expect(lightbox.getByRole('heading', { name: `Picture 1 of ${count}` })).toBeVisible();
  await expectNoViolations(page, '[role=dialog]');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('heading', { name: `Picture 2 of ${count}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('heading', { name: `Picture ${count} of ${count}` })).toBeVisible();

  const like = lightbox.getByRole('button', { name: 'Like this picture' });
  const counter = lightbox.getByText(/^\d+ likes?$/);
  const before = Number((await counter.textContent())!.split(' ')[0]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText(`${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`);
  // Undo, so the seeded community stays as other specs expect it.
  const imageUnliked = page.waitForResponse((response) => /LikeProfileImageMutation/.test(response.request().postData() ?? ''));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await imageUnliked;

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Focus goes back to the tile that opened the lightbox.
  await expect(tiles.first()).toBeFocused();
});

test('one’s own profile offers Edit profile instead of like and chat', async ({ memberPage: page }) => {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings/profile/edit');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat', exact: true })).toHaveCount(0);
});

test('a profile that lets only mutuals start a chat shows a stranger a disabled chat button', async ({ memberPage: page }) => {
  // A new member of our own, so no shared demo profile changes its settings.
  const ownerEmail = `mutuals-only-${Date.now()}@example.com`;
  const ownerToken = await apiToken(page.request, ownerEmail);
  await api(page.request, ownerToken, `mutation { userSetDisplayName(input: {displayName: "Mutuals Only Otter"}) { viewer { id } } }`);
  await api(page.request, ownerToken, `mutation { userSetDateOfBirth(input: {dateOfBirth: "1995-04-02"}) { viewer { id } } }`);
  await api(page.request, ownerToken, `mutation { setPrivacySettings(input: {startChat: MUTUALS}) { viewer { id } } }`);
  const { viewer } = await api<{ viewer: { profile: { uuid: string } } }>(page.request, ownerToken, '{ viewer { profile { uuid } } }');

  await page.goto(`/profiles/${viewer.profile.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mutuals Only Otter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
});

test('a missing profile says it was not found', async ({ memberPage: page }) => {
  await page.goto('/profiles/00000000-0000-4000-8000-000000000000');
  // SPEC's sentence, its first words as the heading: "Profile not found" is said once.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('This user may have deleted their account or been banned.', { exact: true })).toBeVisible();
  await expect(page.getByText('Profile not found')).toHaveCount(1);
});
