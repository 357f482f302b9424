import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { berlinMember, newEmail } from './support.ts';

const grid = (page: Page) => page.getByTestId('profile-grid');
const cards = (page: Page) => grid(page).getByRole('link');

async function token(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('snoot:auth') ?? '{}').token?.accessToken as string);
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await token(page)}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The distances the visible cards show, in order, as numbers. */
async function shownDistances(page: Page, unit: 'mi' | 'km') {
  // A card is named by what it shows; its distance line reads '12 mi away' (' away' for screen readers only).
  const labels = await cards(page).evaluateAll((links) => links.map((link) => link.querySelector('span.text-sm')?.textContent ?? ''));
  return labels.map((label) => Number(new RegExp(`^([\\d,]+) ${unit} away$`).exec(label)?.[1].replace(',', '') ?? NaN));
}

async function cardUuids(page: Page) {
  return cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
}

test('discover: nearest-first grid, paging, filters, name search, units and My Location', async ({ loggedInPage, request }) => {
  // One long journey: it takes about 45 s on a 2-core machine, close to the 60 s default.
  test.setTimeout(120_000);
  // A member of the test's own in Berlin, as member@example.com is: the journey moves them to London.
  const email = newEmail('discover');
  await berlinMember(request, email, 'Dara Dingo');
  const page = await loggedInPage(email);
  await expect(grid(page)).toHaveAttribute('data-loaded', '60');
  await expect(cards(page).first()).toBeVisible();
  const miles = await shownDistances(page, 'mi');
  expect(miles.length).toBeGreaterThan(0);
  expect(miles.every((value) => Number.isFinite(value))).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The end sentinel loads the next 60.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(grid(page)).toHaveAttribute('data-loaded', '120');

  // The scroll position survives a visit to a profile and back (the card is clicked where it stands, so
  // nothing scrolls it into view first).
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  // The rows under the new scroll position render on the scroll event; on a busy machine that is a moment later.
  const cardAtPoint = () => page.evaluate(() => document.elementFromPoint(640, 400)?.closest('a')?.getAttribute('href') ?? null);
  await expect.poll(cardAtPoint).toBeTruthy();
  const cardHref = await cardAtPoint();
  await page.mouse.click(640, 400);
  await expect(page).toHaveURL(/\/profiles\//);
  await page.goBack();
  await expect(page.locator(`a[href="${cardHref}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Age 25–30 and one gender: every card obeys.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Search Filters' });
  // Modals load with their first use: axe looks once the dialog is there.
  await expect(filters).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await filters.getByRole('checkbox', { name: 'Female', exact: true }).check({ force: true });
  await filters.getByRole('textbox', { name: 'Minimum age' }).fill('25');
  await filters.getByRole('textbox', { name: 'Maximum age' }).fill('30');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Age 25–30')).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute('data-loaded', '120');
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const filtered = await cardUuids(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const uuid of filtered) {
    const { profile } = await gql<{ profile: { age: number; bio: { genders: string[] } } }>(
      page,
      'query ($uuid: String!) { profile(uuid: $uuid) { age bio { genders } } }',
      { uuid },
    );
    expect(profile.age).toBeGreaterThanOrEqual(25);
    expect(profile.age).toBeLessThanOrEqual(30);
    expect(profile.bio.genders).toContain('Female');
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Search Filters' }).getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('dialog', { name: 'Search Filters' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Age 25–30')).toBeHidden();

  // The search modal finds a seeded member by 3+ letters and opens their profile.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search.getByText('Type at least 3 characters to start search')).toBeVisible();
  await search.getByRole('searchbox', { name: 'Search people' }).fill('Sab');
  const result = search.getByRole('link', { name: /^Sable Snow Leopard/ });
  await expect(result).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await result.click();
  await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/);

  // Units: km instead of mi.
  await page.goto('/settings/location');
  await expect(page.getByRole('heading', { name: 'My Location' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('radio', { name: 'Metric km' }).check({ force: true });
  await page.goto('/');
  await expect(cards(page).first()).toHaveAccessibleName(/ km away$/);
  await page.getByRole('button', { name: /^Location options/ }).click();
  const options = page.getByRole('dialog', { name: 'Location Options' });
  await expect(options.getByRole('radio', { name: '250 km' })).toBeAttached();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await options.getByRole('button', { name: 'Cancel' }).click();
  const before = (await cardUuids(page)).slice(0, 10);

  // Picking another city in My Location reorders the grid.
  await page.goto('/settings/location');
  await page.getByRole('button', { name: 'Choose a place' }).click();
  const picker = page.getByRole('dialog', { name: 'Search Location' });
  await picker.getByRole('searchbox', { name: 'Search for a city' }).fill('London');
  await expect(picker.getByRole('button', { name: /^London/ }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await picker
    .getByRole('button', { name: /^London/ })
    .first()
    .click();
  await expect(page.getByTestId('current-place')).toHaveText('London, GB');
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(async () => (await cardUuids(page)).slice(0, 10)).not.toEqual(before);
  const km = await shownDistances(page, 'km');
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km[0]).toBeLessThan(100);
});

test('a card scrolled back into view shows its picture as it was, without painting the blurHash under it again', async ({
  memberPage: page,
}) => {
  const firstCard = cards(page).first();
  const firstPicture = firstCard.locator('img');
  await expect(firstPicture).toBeVisible();
  await firstPicture.evaluate((image: HTMLImageElement) => image.decode());
  const uuid = (await firstCard.getAttribute('href'))!;

  // Far enough down that the grid's window drops the first row, then back to the top: the card is mounted anew.
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(grid(page).locator(`a[href="${uuid}"]`)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const again = grid(page).locator(`a[href="${uuid}"]`);
  await expect(again.locator('img')).toBeVisible();
  expect(await again.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(again.locator('span[aria-hidden=true]').first()).not.toHaveAttribute('style', /background-image/);
});

for (const screen of [
  { width: 390, height: 844, deviceScaleFactor: 2 },
  { width: 800, height: 900, deviceScaleFactor: 2 },
  { width: 1280, height: 900, deviceScaleFactor: 1 },
]) {
  test(`at ${screen.width} px and ${screen.deviceScaleFactor}x, the cards fetch no larger pictures than they show`, async ({
    sessionPage,
  }) => {
    const page = await sessionPage('member@example.com', {
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    await page.goto('/');
    const firstRow = grid(page).locator('img').first();
    await expect(firstRow).toBeVisible();
    await firstRow.evaluate((image: HTMLImageElement) => image.decode());
    const { cardWidth, srcset, fetched } = await firstRow.evaluate((image: HTMLImageElement) => ({
      cardWidth: image.getBoundingClientRect().width,
      srcset: image.srcset,
      fetched: Number(new URL(image.currentSrc).searchParams.get('width')),
    }));
    // The smallest width on offer that covers the card's device pixels: anything larger is bytes and decoding
    // a phone pays for nothing.
    const offered = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    const enough = Math.min(...offered.filter((width) => width >= cardWidth * screen.deviceScaleFactor));
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThanOrEqual(enough);
  });
}

test('a cold load of home sends each of its two queries once (the early script’s), and the grid shows their answer', async ({
  sessionPage,
}) => {
  const page = await sessionPage('member@example.com');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(JSON.parse(request.postData() ?? '{}').operationName);
  });
  await page.goto('/');
  await expect(cards(page).first().locator('img')).toBeVisible();
  // The route loaders' queries took the answers sent ahead: not one of the two went out twice.
  expect(sent.filter((name) => name === 'DiscoverScreenQuery')).toHaveLength(1);
  expect(sent.filter((name) => name === 'AppShellQuery')).toHaveLength(1);
});
