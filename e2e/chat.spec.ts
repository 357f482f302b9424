import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const desktop = { viewport: { width: 1280, height: 800 } };

test('two members chat live: start from the profile, typing, replies, read receipts and older history', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  // Two members of the test's own: a chat between demo logins would be there already if another test left one.
  const [firstEmail, otherEmail] = [newEmail('chat-first'), newEmail('chat-other')];
  const { token: firstToken } = await onboardedMember(request, firstEmail, 'Fern Ferret');
  const { token: otherToken, uuid: otherUuid } = await onboardedMember(request, otherEmail, 'Lark Lynx');

  const member = await loggedInPage(firstEmail, desktop);
  const other = await loggedInPage(otherEmail, desktop);

  // The other member waits on the chat list; the request shows up there without a reload.
  await other.goto('/chatrooms');
  await expect(other.getByText('Select a chat to start messaging.')).toBeVisible();
  await expectNoViolations(other);

  // Start the chat from the profile page's Chat button.
  await member.goto(`/profiles/${otherUuid}`);
  await member.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`/chatrooms/profile/${otherUuid}$`));
  await expect(member.getByText('Say hi!')).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await member.getByRole('textbox', { name: 'Message' }).fill('Hi there, lovely sona!');
  await member.keyboard.press('Enter');
  await expect(member).toHaveURL(/\/chatrooms\/[0-9a-f-]{36}$/);
  const roomId = member.url().split('/').at(-1)!;
  await expect(member.getByRole('list', { name: 'Messages' }).getByText('Hi there, lovely sona!')).toBeVisible();

  const requests = other.getByRole('tab', { name: 'Requests' });
  await expect(requests).toBeEnabled();
  await requests.click();
  await other.getByRole('link', { name: /Hi there, lovely sona!/ }).click();
  await expect(other).toHaveURL(new RegExp(`/chatrooms/${roomId}$`));
  await expect(other.getByRole('list', { name: 'Messages' }).getByText('Hi there, lovely sona!')).toBeVisible();

  // The other member read it: the sender sees 'Read'.
  await expect(member.getByRole('list', { name: 'Messages' }).getByText('Read', { exact: true })).toBeVisible();

  // Typing shows on the other side while the first member types, then the message arrives live.
  await member.getByRole('textbox', { name: 'Message' }).pressSequentially('How are', { delay: 30 });
  await expect(other.getByText('Typing…')).toBeVisible();
  await member.getByRole('textbox', { name: 'Message' }).pressSequentially(' you?');
  await member.keyboard.press('Enter');
  await expect(other.getByRole('list', { name: 'Messages' }).getByText('How are you?')).toBeVisible();
  await expect(other.getByText('Typing…')).toBeHidden();

  // The reply (Shift+Enter makes a new line) arrives on the first member's screen without a reload.
  await other.getByRole('textbox', { name: 'Message' }).fill('Doing great');
  await other.keyboard.press('Shift+Enter');
  await other.keyboard.type('thanks!');
  await other.keyboard.press('Enter');
  await expect(member.getByRole('list', { name: 'Messages' }).getByText(/Doing great\s+thanks!/)).toBeVisible();
  await expect(other.getByRole('list', { name: 'Messages' }).getByText('Read', { exact: true })).toBeVisible();
  await expectNoViolations(member);

  // Sixty more messages: the room opens at the newest 50, and scrolling up loads the older ones in place.
  for (let i = 1; i <= 60; i += 1) {
    await api(
      request,
      otherToken,
      'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }',
      {
        r: roomId,
        c: `Filler message ${i}`,
        id: `e2e-filler-${i}`,
      },
    );
  }
  // Read on another device: a room with unread messages would open at the first of them (chatPosition.spec.ts).
  await api(request, firstToken, 'mutation ($r: String!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: 63}) { lastReadSeqId } }', {
    r: roomId,
  });
  await member.reload();
  const history = member.getByTestId('chat-history');
  await expect(history.getByText('Filler message 60')).toBeVisible();
  await expect(history.getByText('Hi there, lovely sona!')).toHaveCount(0);
  await history.evaluate((element) => element.scrollTo(0, 0));
  await expect(member.getByRole('list', { name: 'Messages' }).getByText('Hi there, lovely sona!')).toBeAttached();
  // The view stayed on what the reader was looking at instead of jumping to the top of the new page.
  expect(await history.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

  await member.context().close();
  await other.context().close();
});

test('a room the member is not in reads as no access, and odd paths lead to the index', async ({ memberPage: page }) => {
  await page.goto('/chatrooms/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText("It looks like you don't have access to this chat.")).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/chatrooms$/);
  await page.goto('/chatrooms/short-id');
  await expect(page).toHaveURL(/\/chatrooms$/);
  await page.goto('/chatrooms/some/other/path');
  await expect(page).toHaveURL(/\/chatrooms$/);
  await expect(page.getByText('Select a chat to start messaging.')).toBeVisible();
});
