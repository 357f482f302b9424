import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, apiToken, berlinMember, newEmail, pageTitle } from './support.ts';

const BERLIN = '2950159';

/** Makes a group through the API as its owner would through the form: its uuid. */
async function createGroup(
  request: APIRequestContext,
  token: string,
  input: { displayName: string; joinPolicy: 'OPEN' | 'CLOSED'; placeId?: string; isAd?: boolean },
) {
  const made = await api<{ groupCreate: { group: { uuid: string } } }>(
    request,
    token,
    'mutation ($input: GroupCreateInput!) { groupCreate(input: $input) { group { uuid } } }',
    { input: { description: `${input.displayName}: furries who meet up.`, ...input } },
  );
  return made.groupCreate.group.uuid;
}

/** Presses Tab until `target` has focus (as a keyboard user walks a page), then checks it really has. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** A name no other test or run has used, so a search finds only this test's groups. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

test('groups: a member finds a nearby group and joins it, asks into a closed one, and its moderator approves, by keyboard alone', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = newEmail('group-owner');
  const owner = await berlinMember(request, ownerEmail, 'Olli Otter');
  const tag = uniqueName('Spree');
  const open = await createGroup(request, owner.token, { displayName: `${tag} Walkers`, joinPolicy: 'OPEN', placeId: BERLIN });
  const closed = await createGroup(request, owner.token, { displayName: `${tag} Den`, joinPolicy: 'CLOSED', placeId: BERLIN });

  const memberEmail = newEmail('group-joiner');
  await berlinMember(request, memberEmail, 'Juni Jackal');
  const page = await loggedInPage(memberEmail);

  // The nav's Groups entry leads to the directory.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page).toHaveTitle(pageTitle('Groups · Snoot'));
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeFocused();

  // Both groups are near (Berlin, as the member is), found by name.
  const search = page.getByRole('searchbox', { name: 'Search groups by name' });
  await tabTo(page, search);
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  const directory = page.getByTestId('group-directory');
  await expect(directory.getByRole('link')).toHaveCount(2);
  const walkers = directory.getByRole('link', { name: new RegExp(`${tag} Walkers`) });
  await expect(walkers).toContainText('Berlin, DE');
  await expect(walkers).toContainText(/\d+ mi away · 1 member/);
  await expectNoViolations(page);

  // Join the open one: at once.
  await tabTo(page, walkers);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/groups/${open}$`));
  await expect(page).toHaveTitle(pageTitle(`${tag} Walkers · Snoot`));
  const join = page.getByRole('button', { name: 'Join group' });
  await tabTo(page, join);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeFocused();
  await expect(page.getByText('Berlin, DE · ', { exact: false }).first()).toContainText('2 members');
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Juni Jackal');
  await expectNoViolations(page);

  // Ask into the closed one.
  await page.goto(`/groups/${closed}`);
  const ask = page.getByRole('button', { name: 'Request to join' });
  await tabTo(page, ask);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeFocused();
  await expect(page.getByText("Request sent: the group's moderators will decide.")).toBeVisible();

  // Its owner sees the request and approves it, by keyboard too.
  const ownerPage = await loggedInPage(ownerEmail);
  await ownerPage.goto(`/groups/${closed}`);
  const requests = ownerPage.getByRole('list', { name: 'Join requests' });
  await expect(requests).toContainText('Juni Jackal');
  await expectNoViolations(ownerPage);
  await tabTo(ownerPage, requests.getByRole('button', { name: 'Approve Juni Jackal' }));
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage.getByText('Nobody is waiting to join.')).toBeVisible();
  await expect(ownerPage.getByRole('heading', { name: 'Join requests' })).toBeFocused();
  await expect(ownerPage.getByRole('list', { name: 'Members' })).toContainText('Juni Jackal');

  // The member is in.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await page.goto('/groups');
  await expect(page.getByRole('list', { name: 'Your groups' }).getByRole('link')).toHaveCount(2);
});

test('groups: a member starts a group by keyboard alone and lands on its page; axe finds nothing at 1280 and 390 px', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const email = newEmail('group-maker');
  await berlinMember(request, email, 'Pia Possum');
  const page = await loggedInPage(email);
  await page.goto('/groups');
  await tabTo(page, page.getByRole('link', { name: 'Start a group' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(pageTitle('Start a group · Snoot'));
  await expectNoViolations(page);

  // Sending it empty says what is missing and changes nothing.
  await tabTo(page, page.getByRole('button', { name: 'Start group' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Give the group a name.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Group name' })).toBeFocused();
  await expect(page).toHaveURL(/\/groups\/new$/);

  const name = uniqueName('Possum Picnics');
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Picnics in the parks of Berlin.');
  await tabTo(page, page.getByRole('textbox', { name: 'Rules (optional)' }));
  await page.keyboard.type('Bring a snack.');
  await tabTo(page, page.getByRole('radio', { name: /^Open/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Closed/ })).toBeChecked();

  // The home place comes from the place search the location screens use.
  await tabTo(page, page.getByRole('button', { name: 'Choose home place' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Home place' });
  await expect(dialog.getByRole('searchbox', { name: 'Search for a city' })).toBeFocused();
  await page.keyboard.type('Berlin');
  await page.keyboard.press('Enter');
  const berlin = dialog.getByRole('button', { name: /^Berlin/ }).first();
  await tabTo(page, berlin);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Berlin, DE$/)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Start group' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Closed group')).toBeVisible();
  await expect(page.getByText('Bring a snack.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Owner');
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await page.goto('/groups');
  await expect(page.getByRole('list', { name: 'Your groups' })).toContainText(name);
  await expectNoViolations(page);
  await page.goto('/groups/new');
  await expect(page.getByRole('heading', { name: 'Start a group' })).toBeVisible();
  await expectNoViolations(page);
});

test("groups: a minor never sees an adult's group, in the directory or by its address, nor an adult a minor's", async ({
  minorPage,
  loggedInPage,
  request,
}) => {
  const adultEmail = newEmail('group-adult');
  const adult = await berlinMember(request, adultEmail, 'Ada Aardvark');
  const adultsGroup = uniqueName('Grown Ups');
  const adultsUuid = await createGroup(request, adult.token, { displayName: adultsGroup, joinPolicy: 'OPEN', placeId: BERLIN });
  const minorsGroup = uniqueName('Teen Tails');
  const minorsUuid = await createGroup(request, await apiToken(request, 'minor@example.com'), {
    displayName: minorsGroup,
    joinPolicy: 'OPEN',
    placeId: BERLIN,
  });

  await minorPage.goto('/groups');
  await minorPage.getByRole('searchbox', { name: 'Search groups by name' }).fill(adultsGroup);
  await minorPage.keyboard.press('Enter');
  await expect(minorPage.getByText('No groups found :(')).toBeVisible();
  await minorPage.goto(`/groups/${adultsUuid}`);
  await expect(minorPage.getByRole('heading', { name: 'Group not found' })).toBeVisible();
  await expect(minorPage.getByText(adultsGroup)).toHaveCount(0);
  // Their own pool's group they do see.
  await minorPage.goto(`/groups/${minorsUuid}`);
  await expect(minorPage.getByRole('heading', { name: minorsGroup })).toBeVisible();

  const adultPage = await loggedInPage(adultEmail);
  await adultPage.goto(`/groups/${minorsUuid}`);
  await expect(adultPage.getByRole('heading', { name: 'Group not found' })).toBeVisible();
});

test("groups: a member who keeps their groups to no one is left out of a group's member list", async ({ loggedInPage, request }) => {
  const owner = await berlinMember(request, newEmail('group-open-owner'), 'Olga Ocelot');
  const uuid = await createGroup(request, owner.token, { displayName: uniqueName('Quiet Quokkas'), joinPolicy: 'OPEN', placeId: BERLIN });
  const shyEmail = newEmail('group-shy');
  await berlinMember(request, shyEmail, 'Sid Shrew');
  const shy = await loggedInPage(shyEmail);
  await shy.goto(`/groups/${uuid}`);
  await shy.getByRole('button', { name: 'Join group' }).click();
  await expect(shy.getByRole('list', { name: 'Members' })).toContainText('Sid Shrew');

  // Privacy: who can see my groups.
  await shy.goto('/settings/privacy');
  await shy.getByRole('button', { name: /Who can see my groups/ }).click();
  await shy.getByRole('option', { name: 'No one' }).click();
  await shy.getByRole('button', { name: 'Save Changes' }).click();
  await expect(shy.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  const lookerEmail = newEmail('group-looker');
  await berlinMember(request, lookerEmail, 'Lou Lynx');
  const other = await loggedInPage(lookerEmail);
  await other.goto(`/groups/${uuid}`);
  await expect(other.getByText('2 members')).toBeVisible();
  await expect(other.getByRole('list', { name: 'Members' })).toContainText('Olga Ocelot');
  await expect(other.getByRole('list', { name: 'Members' })).not.toContainText('Sid Shrew');
  await expect(other.getByText('1 more member is not shown to you.')).toBeVisible();
});

test('groups: a blocked group leaves the directory and comes back when unblocked in Content Preferences', async ({
  loggedInPage,
  request,
}) => {
  const owner = await berlinMember(request, newEmail('group-blocked-owner'), 'Bo Badger');
  const name = uniqueName('Loud Lemurs');
  const uuid = await createGroup(request, owner.token, { displayName: name, joinPolicy: 'OPEN', placeId: BERLIN });
  const email = newEmail('group-blocker');
  await berlinMember(request, email, 'Kit Kestrel');
  const page = await loggedInPage(email);
  await page.goto(`/groups/${uuid}`);
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Block group' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Block group' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await page.getByRole('searchbox', { name: 'Search groups by name' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('No groups found :(')).toBeVisible();
  await page.goto(`/groups/${uuid}`);
  await expect(page.getByRole('heading', { name: 'Group not found' })).toBeVisible();

  await page.goto('/settings/content-options');
  await page.getByRole('link', { name: /Blocked Groups/ }).click();
  await expect(page).toHaveTitle(pageTitle('Blocked Groups · Snoot'));
  const list = page.getByRole('list', { name: 'Blocked groups' });
  await expect(list).toContainText(name);
  await expectNoViolations(page);
  await list.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByText('You have not blocked any groups.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blocked Groups', level: 1 })).toBeFocused();
  await page.goto(`/groups/${uuid}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
