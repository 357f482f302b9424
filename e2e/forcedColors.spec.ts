import type { Locator } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** The colour an element's background is painted with, as the browser computed it. */
function background(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The page's own background in forced colours (the system colour Canvas), read from a probe element. */
function canvasColour(locator: Locator) {
  return locator.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}

/** The switch's track as painted, with focus moved off it so that the focus ring is not what differs. */
async function trackShot(track: Locator) {
  await track.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return track.screenshot({ animations: 'disabled' });
}

test.describe('in forced colours (Windows High Contrast)', () => {
  test.beforeEach(async ({ memberPage }) => {
    await memberPage.emulateMedia({ forcedColors: 'active' });
  });

  test('a switch looks different on and off', async ({ memberPage: page }) => {
    await page.goto('/settings/privacy');
    const lastOnline = page.getByRole('switch', { name: 'Show when I was last online' });
    await expect(lastOnline).toBeVisible();
    const track = page.locator('label', { has: lastOnline }).locator('[data-switch-track]');
    const wasOn = await lastOnline.isChecked();
    const before = await trackShot(track);
    await lastOnline.press('Space');
    await expect(lastOnline).toBeChecked({ checked: !wasOn });
    const after = await trackShot(track);
    expect(after.equals(before)).toBe(false);
    await expectNoViolations(page);
  });

  test('the current settings page stays marked in the settings menu', async ({ memberPage: page }) => {
    await page.goto('/settings/privacy');
    const menu = page.getByRole('navigation', { name: 'Settings' });
    const current = menu.getByRole('link', { name: 'Privacy', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Forced colours paint a tint over with Canvas; the current page must be marked in another colour.
    expect(await background(current)).not.toBe(await canvasColour(current));
  });
});

test('every section of the settings menu is a named region, Seasonal Options too', async ({ memberPage: page }) => {
  await page.goto('/settings');
  const menu = page.getByRole('navigation', { name: 'Settings' });
  await expect(menu.getByRole('region', { name: 'Seasonal Options' })).toBeVisible();
  await expect(menu.getByRole('switch', { name: 'Snowfall' })).toBeVisible();
});
