import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

test('edit and delete by keyboard: the other member sees the edit live, a delete asks first', async ({ loggedInPage, request }) => {
  test.setTimeout(120_000);
  const [writerEmail, readerEmail] = [newEmail('edit-writer'), newEmail('edit-reader')];
  const writer = await onboardedMember(request, writerEmail, 'Wren Weasel');
  const reader = await onboardedMember(request, readerEmail, 'Rook Raccoon');
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    writer.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: reader.uuid },
  );
  const roomId = created.chatRoomCreatePrivate.room.uuid;
  await api(request, writer.token, SEND, { r: roomId, c: 'Meet at the lake at 3?', id: 'e2e-edit-1' });
  await api(request, reader.token, SEND, { r: roomId, c: 'Sure!', id: 'e2e-edit-2' });

  const page = await loggedInPage(writerEmail, { viewport: { width: 1280, height: 800 } });
  const other = await loggedInPage(readerEmail, { viewport: { width: 390, height: 844 } });
  await page.goto(`/chatrooms/${roomId}`);
  await other.goto(`/chatrooms/${roomId}`);
  const history = page.getByRole('list', { name: 'Messages' });
  const otherHistory = other.getByRole('list', { name: 'Messages' });
  await expect(otherHistory.getByText('Meet at the lake at 3?')).toBeVisible();

  // Edit: the dialog opens with the text; the new text replaces it and is marked edited, here and on the other screen.
  await history.getByRole('button', { name: /^Edit your message sent today at / }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Edit message' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Meet at the lake at 3?');
  await expectNoViolations(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Meet at the lake at 4?');
  await page.keyboard.press('Enter');
  await expect(field).toBeHidden();
  await expect(page.getByRole('button', { name: /^Edit your message/ })).toBeFocused();
  await expect(history.getByText('Meet at the lake at 4?')).toBeVisible();
  await expect(history.getByTitle(/^Edited today at /)).toBeVisible();
  await expect(otherHistory.getByText('Meet at the lake at 4?')).toBeVisible();
  await expect(otherHistory.getByTitle(/^Edited today at /)).toBeVisible();
  await expect(otherHistory.getByText('Meet at the lake at 3?')).toHaveCount(0);
  await expectNoViolations(other);

  // Delete asks first; Cancel has the focus, so Escape or Enter there changes nothing.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Delete your message/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: /^Delete your message/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(history.getByText('[deleted]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(otherHistory.getByText('[deleted]')).toBeVisible();
  await expect(otherHistory.getByText('Meet at the lake at 4?')).toHaveCount(0);
  await expectNoViolations(page);

  // On a phone: the reader edits their own message in the same dialog.
  await otherHistory.getByRole('button', { name: /^Edit your message/ }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('textbox', { name: 'Edit message' })).toBeFocused();
  await expectNoViolations(other);
  await other.keyboard.press('ControlOrMeta+a');
  await other.keyboard.type('Sure, see you there!');
  await other.keyboard.press('Enter');
  await expect(history.getByText('Sure, see you there!')).toBeVisible();
});
