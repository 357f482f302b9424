import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, onboardedMember } from './support.ts';

const desktop = { viewport: { width: 1280, height: 800 } };
// Each run gets members of its own, so counts start at zero whatever else the shared server has seen.
const run = Date.now().toString(36);
const ada = { email: `ada-${run}@notify.example`, name: `Ada ${run}` };
const bo = { email: `bo-${run}@notify.example`, name: `Bo ${run}` };

const bell = (page: Page, unread?: number) =>
  page.getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

test('a like reaches the bell, the title and a screen reader live; the centre leads to the liker, and Like Back makes a mutual both see', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(180_000);
  const a = await onboardedMember(request, ada.email, ada.name);
  const b = await onboardedMember(request, bo.email, bo.name);
  const adaPage = await loggedInPage(ada.email, desktop);
  const boPage = await loggedInPage(bo.email, desktop);
  await expect(bell(boPage)).toBeVisible();
  await expect(boPage).toHaveTitle(/^Discover · Snoot$/);

  // Ada likes Bo from Bo's profile: Bo's bell, tab title and screen reader hear it without a reload.
  await adaPage.goto(`/profiles/${b.uuid}`);
  await adaPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(adaPage.getByRole('button', { name: 'You Liked' })).toBeVisible();
  await expect(bell(boPage, 1)).toBeVisible();
  await expect(boPage).toHaveTitle('(1) Discover · Snoot');
  const announcer = boPage.getByTestId('live-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`New notification: ${ada.name} liked you`);

  // Keyboard only: the bell opens the centre, focus moves through it, Escape closes it and returns to the bell.
  await bell(boPage, 1).focus();
  await boPage.keyboard.press('Enter');
  const centre = boPage.getByRole('dialog', { name: 'Notifications' });
  const item = centre.getByRole('link', { name: new RegExp(`^${ada.name} liked you.*New$`) });
  await expect(item).toBeVisible();
  await expectNoViolations(boPage, '[role="dialog"]');
  await boPage.keyboard.press('Tab');
  await expect(centre.getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  await boPage.keyboard.press('Tab');
  await expect(centre.getByRole('tab', { name: 'All, 1 unread' })).toBeFocused();
  await boPage.keyboard.press('ArrowRight');
  await expect(centre.getByRole('tab', { name: 'Likes you' })).toBeFocused();
  await expect(centre.getByRole('list', { name: 'Members who like you' }).getByRole('link', { name: ada.name })).toBeVisible();
  await boPage.keyboard.press('ArrowLeft');
  await boPage.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(bell(boPage, 1)).toBeFocused();

  // Following the notification reads it and leads to Ada's profile, where Bo likes back.
  await bell(boPage, 1).click();
  await item.click();
  await expect(boPage).toHaveURL(new RegExp(`/profiles/${a.uuid}$`));
  await expect(centre).toBeHidden();
  await expect(bell(boPage)).toBeVisible();
  await expect(boPage).toHaveTitle(`${ada.name}'s profile · Snoot`);
  await boPage.getByRole('button', { name: 'Like Back' }).click();
  await expect(boPage.getByRole('button', { name: 'Mutual' })).toBeVisible();

  // Both hear of the mutual: Ada live, Bo in the centre's list.
  await expect(bell(adaPage, 1)).toBeVisible();
  await expect(adaPage).toHaveTitle(`(1) ${bo.name}'s profile · Snoot`);
  await bell(adaPage, 1).click();
  await expect(
    adaPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^You and ${bo.name} like each other`) }),
  ).toBeVisible();
  // Bo heard of it too, though Bo made it: the mutual is news to both.
  await bell(boPage, 1).click();
  await expect(
    boPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^You and ${ada.name} like each other`) }),
  ).toBeVisible();
  await boPage.keyboard.press('Escape');

  // Ada writes while Bo is on the home grid: Bo's count rises without a reload.
  await boPage.goto('/');
  await expect(boPage.getByRole('heading', { name: 'Discover', level: 1 })).toBeAttached();
  const before = Number(
    /(\d+) unread/.exec((await boPage.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
  const room = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    a.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: b.uuid },
  );
  await api(
    request,
    a.token,
    'mutation ($r: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: "Hello from Ada"}, clientMutationId: "notify-e2e-1"}) { room { lastSeqId } } }',
    { r: room.chatRoomCreatePrivate.room.uuid },
  );
  await expect(bell(boPage, before + 1)).toBeVisible();
  await expect(boPage).toHaveTitle(`(${before + 1}) Discover · Snoot`);
});

test('the service worker registers on login; device notifications ask permission only when turned on, and the switches are stored', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `device-${run}@notify.example`;
  await onboardedMember(request, email, `Dev ${run}`);
  // The one test here about the worker: playwright.config.ts blocks it for every other context.
  const page = await loggedInPage(email, { ...desktop, permissions: ['notifications'], serviceWorkers: 'allow' });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);

  // Counts the permission prompts the app makes, on every page from here on.
  await page.context().addInitScript(() => {
    const asked = { count: 0 };
    (window as unknown as { asked: typeof asked }).asked = asked;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      asked.count += 1;
      return original();
    };
  });
  const prompts = () => page.evaluate(() => (window as unknown as { asked: { count: number } }).asked.count);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible();
  const device = page.getByRole('switch', { name: 'Turn on notifications' });
  await expect(device).not.toBeChecked();
  expect(await prompts()).toBe(0);

  // A type switch is saved as it is flipped.
  const likes = page.getByRole('switch', { name: 'Likes', exact: true });
  await expect(likes).toBeChecked();
  const saved = page.waitForResponse((response) => (response.request().postData() ?? '').includes('SetNotificationPreferences'));
  await likes.focus();
  await page.keyboard.press('Space');
  await saved;
  await page.reload();
  await expect(likes).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Not while I'm using Snoot/ })).toBeChecked();

  // Turned on: the browser is asked now, once. Playwright's contexts are private (off-the-record) profiles, where
  // Chromium refuses pushManager.subscribe ("AbortError: Registration failed - permission denied") even with
  // notifications granted: the member reads why, and the switch goes back to off.
  await device.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('alert')).toHaveText(
    'This browser does not let Snoot send notifications here. A private window cannot receive them.',
  );
  await expect(device).not.toBeChecked();
  await expect(device).toBeFocused();
  expect(await prompts()).toBe(1);
  expect(warnings.find((text) => text.startsWith('Device notifications'))).toContain('Registration failed');

  // With a push service standing in for the browser's (its subscription as PushManager gives one), the switch stores
  // this device on the server and forgets it when turned off.
  await page.context().addInitScript(fakePushService, { endpoint: `https://push.example.test/e2e-${run}` });
  await page.reload();
  await expect(device).not.toBeChecked();
  const added = page.waitForResponse((response) => (response.request().postData() ?? '').includes('AddPushSubscriptionMutation'));
  await device.focus();
  await page.keyboard.press('Space');
  expect(await (await added).json()).toEqual({ data: { pushSubscriptionAdd: { isSubscribed: true } } });
  await expect(device).toBeChecked();
  await page.reload();
  await expect(device).toBeChecked();
  const removed = page.waitForResponse((response) => (response.request().postData() ?? '').includes('RemovePushSubscriptionMutation'));
  await device.focus();
  await page.keyboard.press('Space');
  expect(await (await removed).json()).toEqual({ data: { pushSubscriptionRemove: { isSubscribed: false } } });
  await expect(device).not.toBeChecked();
});

/** Runs in the page: PushManager answering with a subscription of fixed, well-formed keys, kept across reloads. */
function fakePushService({ endpoint }: { endpoint: string }) {
  const KEY = 'e2e:push-subscription';
  const keys = {
    // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url, as a browser's subscription has them.
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  const subscription = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    localStorage.setItem(KEY, '1');
    const key = options?.applicationServerKey;
    return subscription(key instanceof ArrayBuffer ? key : null) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? subscription(null) : null) as unknown as PushSubscription | null;
  };
}
