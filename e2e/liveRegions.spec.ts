import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

test('an incoming chat message is announced with its author, and so is the read receipt; the history names every author', async ({
  loggedInPage,
  request,
}) => {
  // Two members of the test's own, so no chat between demo logins is left behind or found already there.
  const readerEmail = newEmail('live-reader');
  const writerName = 'Wren Wolf';
  const { token: readerToken } = await onboardedMember(request, readerEmail, 'Reed Raccoon');
  const { token: writerToken, uuid: writerUuid } = await onboardedMember(request, newEmail('live-writer'), writerName);
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    readerToken,
    'mutation ($u: String!) { chatRoomCreatePrivate(input: {profileUuid: $u}) { room { uuid } } }',
    { u: writerUuid },
  );
  const roomId = created.chatRoomCreatePrivate.room.uuid;
  await api(request, readerToken, SEND, { r: roomId, c: 'Coffee later?', id: 'live-region-1' });

  const page = await loggedInPage(readerEmail);
  await page.goto(`/chatrooms/${roomId}`);
  const history = page.getByRole('list', { name: 'Messages' });
  await expect(history.getByText('Coffee later?')).toBeVisible();
  // What was there when the room opened is not read out again.
  const log = page.getByRole('log', { name: 'New messages' });
  await expect(log).toBeAttached();
  await expect(log).toHaveText('');

  await api(request, writerToken, SEND, { r: roomId, c: 'Maybe around 3?', id: 'live-region-2' });
  await expect(log).toHaveText(`${writerName}: Maybe around 3?`);
  // Each message says who wrote it, not only by its side and colour.
  await expect(history.getByText(`${writerName}: Maybe around 3?`)).toBeVisible();
  await expect(history.getByText('You: Coffee later?')).toBeVisible();

  // The other member reads the member's reply: the receipt is announced.
  await page.getByRole('textbox', { name: 'Message' }).fill('Perfect');
  await page.keyboard.press('Enter');
  await expect(history.getByText('You: Perfect')).toBeVisible();
  const lastSeqId = (
    await api<{ chatRoom: { lastSeqId: number } }>(request, writerToken, 'query ($r: String!) { chatRoom(roomId: $r) { lastSeqId } }', {
      r: roomId,
    })
  ).chatRoom.lastSeqId;
  await api(
    request,
    writerToken,
    'mutation ($r: String!, $s: Int!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: $s}) { lastReadSeqId } }',
    { r: roomId, s: lastSeqId },
  );
  await expect(page.getByTestId('live-announcer')).toHaveText(`Read by ${writerName}`);

  await api(
    request,
    writerToken,
    'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r, deleteForOther: true}) { deletedRoomId } }',
    {
      r: roomId,
    },
  );
});

test('the people search announces how many it found instead of reading the list', async ({ memberPage: page }) => {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search people' }).fill('Sable Snow');
  await dialog.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await expect(dialog.getByRole('link', { name: /Sable Snow Leopard/ })).toBeVisible();
  await expect(page.getByTestId('live-announcer')).toHaveText(/^\d+ (person|people) found$/);
  // The list itself is in no live region.
  await expect(dialog.getByRole('list', { name: 'Search results' }).locator('xpath=ancestor-or-self::*[@aria-live]')).toHaveCount(0);
});
