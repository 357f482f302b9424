import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

async function roomWith(request: APIRequestContext, token: string, otherUuid: string) {
  const answer = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: otherUuid },
  );
  return answer.chatRoomCreatePrivate.room.uuid;
}

const send = (request: APIRequestContext, token: string, roomId: string, content: string) =>
  api(request, token, SEND, { r: roomId, c: content, id: `${Math.random()}` });

/**
 * A member of the test's own with two chats: with a quokka, 60 messages long, an early one about the lighthouse
 * (far above the newest page), and with a badger who wrote last (unread).
 */
async function memberWithChats(request: APIRequestContext) {
  const suffix = Math.random().toString(36).slice(2, 6);
  const names = { quokka: `Quill Quokka ${suffix}`, badger: `Basil Badger ${suffix}` };
  const email = newEmail('search-me');
  const me = { email, ...(await onboardedMember(request, email, `Sage Seeker ${suffix}`)) };
  const quokka = await onboardedMember(request, newEmail('search-quokka'), names.quokka);
  const badger = await onboardedMember(request, newEmail('search-badger'), names.badger);
  const quokkaRoom = await roomWith(request, me.token, quokka.uuid);
  await send(request, me.token, quokkaRoom, 'Shall we meet at the old lighthouse on Sunday?');
  for (let i = 1; i < 60; i += 1) await send(request, me.token, quokkaRoom, `Note number ${i}`);
  const badgerRoom = await roomWith(request, me.token, badger.uuid);
  await send(request, me.token, badgerRoom, 'Hello badger');
  await send(request, badger.token, badgerRoom, 'Hello back!');
  return { me, names };
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most 40 times: reaching a control as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key = 'Tab') {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

for (const width of [1280, 390]) {
  test(`keyboard only at ${width} px: search the chat list, filter unread, search in a chat and jump to a message`, async ({
    loggedInPage,
    request,
  }) => {
    test.setTimeout(120_000);
    const { me, names } = await memberWithChats(request);
    const page = await loggedInPage(me.email, { viewport: { width, height: 800 } });
    await page.goto('/chatrooms');

    const search = page.getByRole('searchbox', { name: 'Search chats' });
    await tabTo(page, search);
    await page.keyboard.type(names.quokka.split(' ')[1].toLowerCase());
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Recent chats' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(names.quokka);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('nobody like this');
    await page.keyboard.press('Enter');
    await expect(list.getByText('No chats with anyone called “nobody like this”.')).toBeVisible();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');

    // Unread only: the badger wrote last; the quokka chat is read.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Unread only' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(names.badger);
    await expectNoViolations(page);
    await page.keyboard.press('Space');
    await expect(list.getByRole('link')).toHaveCount(2);

    const quokkaLink = list.getByRole('link', { name: new RegExp(names.quokka) });
    await tabTo(page, quokkaLink);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('Note number 59')).toBeVisible();

    const searchInChat = page.getByRole('button', { name: 'Search in this chat' });
    await tabTo(page, searchInChat);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search in this chat' });
    await expect(dialog.getByRole('searchbox', { name: 'Search messages' })).toBeFocused();
    await page.keyboard.type('lightho');
    await page.keyboard.press('Enter');
    const result = dialog.getByRole('button', { name: /old lighthouse on Sunday/ });
    await expect(result).toBeVisible();
    await expectNoViolations(page, '[role=dialog]');
    await tabTo(page, result);
    await page.keyboard.press('Enter');

    // The message, far above the newest page, shows in its place, focused.
    await expect(dialog).toBeHidden();
    const found = page.locator('[data-seq-id="1"]');
    await expect(found).toBeFocused();
    await expect(found).toContainText('Shall we meet at the old lighthouse on Sunday?');
    await expect(found).toBeInViewport();
    await expectNoViolations(page);

    const back = page.getByRole('button', { name: 'Back to the latest messages' });
    // Just above the messages shown: back from the one found.
    await tabTo(page, back, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('Note number 59')).toBeVisible();
    await expect(page.locator('body')).not.toBeFocused();
  });
}
