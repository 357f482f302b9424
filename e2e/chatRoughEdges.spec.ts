import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, onboardedMember } from './support.ts';

type Member = Awaited<ReturnType<typeof onboardedMember>>;

async function openRoom(request: APIRequestContext, from: Member, to: Member) {
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    from.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: to.uuid },
  );
  return created.chatRoomCreatePrivate.room.uuid;
}

async function say(request: APIRequestContext, from: Member, roomId: string, content: string) {
  await api(
    request,
    from.token,
    'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { id } } }',
    {
      r: roomId,
      c: content,
      id: `${from.uuid.slice(0, 8)}-${content}`.slice(0, 64),
    },
  );
}

/** Whether the element lies wholly inside the viewport. */
async function inViewport(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = (await selector.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

const documentScrolls = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight);

test('chat requests raise the nav badge and the Requests tab; accepting or unarchiving the last one leaves Recent showing the chats', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(90_000);
  const [ana, ben, cai] = await Promise.all([
    onboardedMember(request, 'h6-ana@example.com', 'Ana Otter'),
    onboardedMember(request, 'h6-ben@example.com', 'Ben Badger'),
    onboardedMember(request, 'h6-cai@example.com', 'Cai Crow'),
  ]);
  // Cai and Ana chat, then Ana archives it with two messages unread; Ben writes Ana a request of three.
  const caiRoom = await openRoom(request, cai, ana);
  await say(request, cai, caiRoom, 'Morning!');
  await api(request, ana.token, 'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { id } } }', { r: caiRoom });
  await say(request, cai, caiRoom, 'Did you see the meet photos?');
  await api(request, ana.token, 'mutation ($r: String!) { chatRoomArchive(input: {roomId: $r}) { room { id } } }', { r: caiRoom });
  const benRoom = await openRoom(request, ben, ana);
  for (const line of ['Hi Ana!', 'Love your otter sona', 'Coming to the meet?']) await say(request, ben, benRoom, line);

  const page = await loggedInPage('h6-ana@example.com', { viewport: { width: 1280, height: 900 } });
  await expect(page.getByRole('link', { name: 'Chats, 5 unread' })).toBeVisible();
  await page.goto('/chatrooms');
  const requests = page.getByRole('tab', { name: 'Requests 1 waiting' });
  await expect(requests).toBeEnabled();
  await expectNoViolations(page);

  await requests.click();
  await page.getByRole('button', { name: 'Actions for the chat with Ben Badger' }).click();
  await page.getByRole('menuitem', { name: 'Accept request' }).click();
  await expect(page.getByRole('tab', { name: 'Requests' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Recent chats' });
  await expect(list.getByRole('link', { name: /Ben Badger/ })).toBeVisible();
  await expect(list.getByText('No chats here yet.')).toBeHidden();

  await page.getByRole('tab', { name: 'Archived' }).click();
  await page.getByRole('button', { name: 'Actions for the chat with Cai Crow' }).click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(page.getByRole('tab', { name: 'Archived' })).toBeDisabled();
  await expect(list.getByRole('link', { name: /Cai Crow/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Ben Badger/ })).toBeVisible();
  await expect(list.getByText('No chats here yet.')).toBeHidden();
});

test('the chat room fits the viewport with the holiday banner, keeps a failed message to retry and shows one divider per day', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(90_000);
  const [dee, eli] = await Promise.all([
    onboardedMember(request, 'h6-dee@example.com', 'Dee Deer'),
    onboardedMember(request, 'h6-eli@example.com', 'Eli Eel'),
  ]);
  const roomId = await openRoom(request, eli, dee);
  // Turns alternate, so each message is its own group: enough history to need scrolling inside the room.
  for (let i = 1; i <= 24; i += 1) await say(request, i % 2 ? eli : dee, roomId, `Line ${i} of our long chat`);

  const page = await loggedInPage('h6-dee@example.com', { viewport: { width: 1280, height: 900 } });
  await page.goto(`/chatrooms/${roomId}`);
  const history = page.getByRole('list', { name: 'Messages' });
  await expect(history.getByText('Line 24 of our long chat')).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Season's greetings" })).toBeVisible();
  const message = page.getByRole('textbox', { name: 'Message' });
  // The header's link to Eli's profile, named by what it shows (the name, then how recently Eli was active).
  const header = page.getByRole('heading', { name: /^Chat with Eli Eel\b/ }).getByRole('link', { name: /^Eli Eel\b/ });
  expect(await inViewport(page, message)).toBe(true);
  expect(await inViewport(page, header)).toBe(true);
  expect(await documentScrolls(page)).toBe(false);

  // One divider for the day; each group shows only its time.
  await expect(history.getByText('Today', { exact: true })).toHaveCount(1);
  await expect(history.getByText(/^Today at/)).toHaveCount(0);

  // A send that fails keeps its text, with Retry and Delete; Retry delivers it.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SendChatMessageMutation') ? route.abort() : route.fallback(),
  );
  await message.fill('Did this one arrive?');
  await message.press('Enter');
  await expect(history.getByText('Failed', { exact: true })).toBeVisible();
  await expect(history.getByText('Did this one arrive?')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Delete unsent message' })).toBeVisible();
  await expectNoViolations(page);
  await page.unrouteAll();
  await history.getByRole('button', { name: 'Retry' }).click();
  await expect(history.getByText('Failed', { exact: true })).toBeHidden();
  await expect(history.getByText('Sent', { exact: true })).toBeVisible();
  await expect(history.getByText('Did this one arrive?')).toHaveCount(1);

  // On a phone: the back arrow and the header stay on screen with the input focused, and the page does not scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await message.focus();
  const back = page.getByRole('link', { name: 'Back to chats' });
  await expect(back).toBeVisible();
  expect(await inViewport(page, back)).toBe(true);
  expect(await inViewport(page, message)).toBe(true);
  expect(await documentScrolls(page)).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
