import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

test('reply by keyboard: the quote bar cancels with Escape, the other member sees the quote live and it leads to the original', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const [askerEmail, replierEmail] = [newEmail('reply-asker'), newEmail('reply-replier')];
  const asker = await onboardedMember(request, askerEmail, 'Ash Otter');
  const replier = await onboardedMember(request, replierEmail, 'Reed Hare');
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    asker.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: replier.uuid },
  );
  const roomId = created.chatRoomCreatePrivate.room.uuid;
  await api(request, asker.token, SEND, { r: roomId, c: 'Want to meet at the park?\nBring snacks', id: 'e2e-reply-1' });
  await api(request, asker.token, SEND, { r: roomId, c: 'Or the lake', id: 'e2e-reply-2' });

  const page = await loggedInPage(askerEmail, { viewport: { width: 1280, height: 800 } });
  const phone = await loggedInPage(replierEmail, { viewport: { width: 390, height: 844 } });
  await page.goto(`/chatrooms/${roomId}`);
  await phone.goto(`/chatrooms/${roomId}`);
  const history = page.getByRole('list', { name: 'Messages' });
  const phoneHistory = phone.getByRole('list', { name: 'Messages' });
  await expect(phoneHistory.getByText('Or the lake')).toBeVisible();

  // Reply puts the quote above the field and focus in it; Escape drops the quote and keeps the text.
  const field = phone.getByRole('textbox', { name: 'Message' });
  const replyToPark = phoneHistory.getByRole('button', { name: /^Reply to Ash Otter's message sent today at / }).first();
  await replyToPark.focus();
  await phone.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(phone.getByText('Replying to Ash Otter: Want to meet at the park?…')).toBeVisible();
  await phone.keyboard.type('Hmm');
  await phone.keyboard.press('Escape');
  await expect(phone.getByText(/Replying to/)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Hmm');
  await field.fill('');

  await replyToPark.focus();
  await phone.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expectNoViolations(phone);
  await phone.keyboard.type('Yes! I will bring apples');
  await phone.keyboard.press('Enter');
  await expect(phone.getByText(/Replying to/)).toBeHidden();
  await expect(phoneHistory.getByRole('button', { name: 'In reply to Ash Otter: Want to meet at the park?…' })).toBeVisible();

  // The asker sees the reply arrive with its quote, and the quote leads to the original, focused.
  const quote = history.getByRole('button', { name: 'In reply to You: Want to meet at the park?…' });
  await expect(quote).toBeVisible();
  await expect(history.getByText('Yes! I will bring apples')).toBeVisible();
  await expectNoViolations(page);
  await quote.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toContainText('Want to meet at the park?');
  await expect(page.locator(':focus')).toContainText('Bring snacks');
});
