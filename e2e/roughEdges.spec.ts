import { expectNoViolations } from './axe.ts';
import { expect, test, type OpenPage } from './fixtures.ts';
import { acceptDisclaimer, api, apiToken, codeFromMailbox, newEmail, onboardedMember, loginState } from './support.ts';

/** A page logged in as `email`, reloaded for a fresh start without the announcements the login steps left behind. */
async function freshPage(loggedInPage: OpenPage, email: string, viewport = { width: 1280, height: 900 }) {
  const page = await loggedInPage(email, { viewport });
  await page.reload();
  return page;
}

const HARD_KINKS =
  'mutation ($optIn: Boolean!) { userHardKinkOptInSet(input: {optIn: $optIn}) { viewer { contentOptions { isHardContentOptIn } } } }';

test('settings show what the server holds: hard kinks on a new device, roles as words, each experiment its own treatment', async ({
  loggedInPage,
  request,
}) => {
  const token = await apiToken(request, 'team@example.com');
  const before = await api<{ viewer: { contentOptions: { isHardContentOptIn: boolean } } }>(
    request,
    token,
    '{ viewer { contentOptions { isHardContentOptIn } } }',
  );
  await api(request, token, HARD_KINKS, { optIn: true });
  try {
    const page = await freshPage(loggedInPage, 'team@example.com');
    await page.goto('/settings/content-options');
    await expect(page.getByRole('switch', { name: 'Show hard kinks' })).toBeChecked();

    await page.goto('/settings/account');
    const account = page.getByRole('main');
    await expect(account.getByText('Snoot Team', { exact: true })).toBeVisible();
    await expect(account.getByText('TEAM', { exact: true })).toHaveCount(0);
    await expectNoViolations(page);

    // Every treatment is its own record: switched on, each experiment shows its own description.
    await page.goto('/settings/experiments');
    await page.getByRole('button', { name: /^Home news feed/ }).click();
    await page.getByRole('button', { name: /^Links generated from mastodon handles/ }).click();
    await expect(page.getByRole('button', { name: /^Home news feed/ })).toContainText('Show the news feed on the home page');
    await expect(page.getByRole('button', { name: /^Links generated from mastodon handles/ })).toContainText(
      'Link mastodon handles to their profile page',
    );
  } finally {
    await api(request, token, HARD_KINKS, { optIn: before.viewer.contentOptions.isHardContentOptIn });
    // The server keeps the team's choices: back to control, so no other test of this login sees the news feed.
    for (const key of ['home_news_feed', 'mastodon_links'])
      await api(
        request,
        token,
        'mutation ($key: String!) { experimentTreatmentSet(input: {key: $key, treatment: "0"}) { experiment { id } } }',
        {
          key,
        },
      );
  }
});

test('no dead ends: a chat link that is not allowed says why, tiles without a picture show an initial, minors get no After Dark tab', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(90_000);
  const gus = await onboardedMember(request, 'h6-gus@example.com', 'Gus Goat');
  await api(request, gus.token, 'mutation { setPrivacySettings(input: {startChat: PRIVATE}) { profile { id } } }');

  const page = await freshPage(loggedInPage, 'member@example.com');
  await page.goto(`/chatrooms/profile/${gus.uuid}`);
  await expect(page.getByRole('heading', { name: "You can't start a chat with Gus Goat" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Back to Gus Goat's profile" })).toBeVisible();
  await expectNoViolations(page);

  // The grid: every tile without a picture shows its member's initial instead of an empty box.
  await page.goto('/');
  const grid = page.getByRole('main');
  await expect(grid.getByRole('link').first()).toBeVisible();
  const tiles = await grid.locator('a[href^="/profiles/"]').evaluateAll((links) =>
    links.map((link) => ({
      hasImage: Boolean(link.querySelector('img')),
      initial: link.querySelector('span[aria-hidden="true"]')?.textContent?.trim() ?? '',
    })),
  );
  const bare = tiles.filter((tile) => !tile.hasImage);
  expect(bare.length).toBeGreaterThan(0);
  for (const tile of bare) expect(tile.initial).toMatch(/^\S$/u);

  const minor = await freshPage(loggedInPage, 'minor@example.com');
  await minor.goto('/settings/profile/edit');
  await expect(minor.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(minor.getByRole('button', { name: 'Display name' })).toBeVisible();
  await expect(minor.getByRole('tab', { name: 'After Dark Profile' })).toHaveCount(0);
  // A minor opening an adult's chat link learns only that the profile is not available.
  await minor.goto(`/chatrooms/profile/${gus.uuid}`);
  await expect(minor.getByRole('heading', { name: 'This profile is not available' })).toBeVisible();
  await expect(minor.getByText('Gus Goat')).toHaveCount(0);
});

test('destructive actions ask first, naming the action, and leaving unsaved edits asks "Discard changes?"', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(90_000);
  const [hal, ivy] = await Promise.all([
    onboardedMember(request, 'h6-hal@example.com', 'Hal Hare'),
    onboardedMember(request, 'h6-ivy@example.com', 'Ivy Ibex'),
  ]);
  const page = await freshPage(loggedInPage, 'h6-hal@example.com');

  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#7c3aed';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/jpeg');
  });
  const added = await api<{ userProfileImageAdd: { profileImageEdge: { node: { id: string } } } }>(
    request,
    hal.token,
    'mutation ($image: String!) { userProfileImageAdd(input: {image: $image}) { profileImageEdge { node { id } } } }',
    { image: jpeg },
  );
  const imageId = added.userProfileImageAdd.profileImageEdge.node.id;
  await api(request, hal.token, 'mutation ($id: ID!) { userProfileImageSet(input: {id: $id}) { profileImage { id } } }', { id: imageId });
  const [fox] = (await api<{ species: { speciesId: number }[] }>(request, hal.token, '{ species(displayName: "fox") { speciesId } }'))
    .species;
  const sona = await api<{ sonaCreate: { sona: { id: string } } }>(
    request,
    hal.token,
    'mutation ($s: Int!) { sonaCreate(input: {displayName: "Kit", speciesId: $s}) { sona { id } } }',
    { s: fox.speciesId },
  );

  // Removing the primary image warns that the profile loses its picture; Cancel keeps it.
  await page.goto(`/settings/profile/images/${encodeURIComponent(imageId)}`);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Remove image?' });
  await expect(dialog.getByText('your profile will have no picture until you choose another')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/profile\/images\/.+/);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Remove image?' }).getByRole('button', { name: 'Remove image' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/images$/);

  // Unsaved edits: leaving asks; Keep editing stays, Discard changes leaves.
  await page.goto(`/settings/profile/fursonas/${encodeURIComponent(sona.sonaCreate.sona.id)}`);
  await page.getByText('Has a fursuit').click();
  await expect(page.getByRole('switch', { name: 'Has a fursuit' })).toBeChecked();
  await page.getByRole('link', { name: '← Fursonas' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Has a fursuit' })).toBeChecked();
  await page.getByRole('link', { name: '← Fursonas' }).click();
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/fursonas$/);

  await page.goto(`/settings/profile/fursonas/${encodeURIComponent(sona.sonaCreate.sona.id)}`);
  await page.getByRole('button', { name: 'Remove fursona' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Kit?' }).getByRole('button', { name: 'Remove fursona' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/fursonas$/);
  await expect(page.getByText('Kit', { exact: true })).toHaveCount(0);

  // Leaving a chat asks first.
  const room = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    ivy.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: hal.uuid },
  );
  await api(request, hal.token, 'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { id } } }', {
    r: room.chatRoomCreatePrivate.room.uuid,
  });
  await page.goto('/chatrooms');
  await page.getByRole('button', { name: 'Actions for the chat with Ivy Ibex' }).click();
  await page.getByRole('menuitem', { name: 'Leave chat…' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Leave the chat with Ivy Ibex?' });
  await dialog.getByRole('button', { name: 'Leave chat' }).click();
  await expect(page.getByRole('list', { name: 'Recent chats' }).getByRole('link', { name: /Ivy Ibex/ })).toHaveCount(0);
});

test('input is checked where it is typed: the age filter and the onboarding display name say what is wrong', async ({
  browser,
  baseURL,
  loggedInPage,
  request,
}) => {
  const member = await freshPage(loggedInPage, 'member@example.com');
  await member.getByRole('button', { name: /^Filters/ }).click();
  const filters = member.getByRole('dialog', { name: 'Search Filters' });
  const min = filters.getByRole('textbox', { name: 'Minimum age' });
  const max = filters.getByRole('textbox', { name: 'Maximum age' });
  await min.fill('abc');
  await expect(min).toHaveAccessibleDescription('Enter the age as a whole number, like 25.');
  await min.fill('99999999999');
  await expect(min).toHaveAccessibleDescription('Enter an age from 0 to 2147483647.');
  await min.fill('40');
  await max.fill('30');
  await expect(max).toHaveAccessibleDescription('The maximum age must be at least the minimum age.');
  await expectNoViolations(member);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toBeVisible();
  await max.fill('50');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toBeHidden();
  await expect(member.getByRole('group', { name: 'Search filters' })).toContainText('40');

  // A new account's onboarding: the name's error is under the name, not under the date of birth. Its first code
  // made the account, which opens on onboarding.
  const token = await apiToken(request, newEmail('h6-newcomer'));
  const page = await (await browser.newContext({ storageState: loginState(baseURL!, token) })).newPage();
  await page.goto('/');
  const name = page.getByRole('textbox', { name: 'Display name' });
  await expect(name).toBeVisible();
  await name.fill('N'.repeat(100));
  await expect(name).toHaveAccessibleDescription(/Display name must be at most 64 characters\./);
  // Continue keeps the member here, with focus on the name that is wrong and the error still said there.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Display name must be at most 64 characters\./);
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).not.toHaveAccessibleDescription(/Display name/);
  await name.fill('Newt');
  await expect(name).not.toHaveAccessibleDescription(/must be at most/);
  await page.context().close();
});

test('single sign-on works from http://127.0.0.1 as well as localhost', async ({ page, baseURL }) => {
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/login`);
  await page.getByRole('button', { name: 'Log in with single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('vip@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromMailbox(page.request, 'vip@example.com'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(`${other}/`);
  await acceptDisclaimer(page);
  await expect(page.getByRole('link', { name: /^Chats/ })).toBeVisible();
});

test('the grid shows member words when it fails', async ({ loggedInPage }) => {
  const page = await freshPage(loggedInPage, 'member@example.com', { width: 390, height: 844 });
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('DiscoverScreen')
      ? route.fulfill({ json: { data: null, errors: [{ message: 'Unexpected error.' }] } })
      : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByText('Oops, something went wrong :(')).toBeVisible();
  await expect(page.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText(/No data returned|operation/)).toHaveCount(0);
  // On phones a profile leads with its picture: e2e/phoneLayouts.spec.ts.
});
