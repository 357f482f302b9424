import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

function send(request: APIRequestContext, token: string, roomId: string, content: string) {
  return api(request, token, SEND, { r: roomId, c: content, id: `position-${content}` });
}

test('a room opens at the first unread message, and new messages below a member reading further up wait behind a button', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const [writerEmail, readerEmail] = [newEmail('position-writer'), newEmail('position-reader')];
  const writer = await onboardedMember(request, writerEmail, 'Wren Weasel');
  const reader = await onboardedMember(request, readerEmail, 'Rook Raccoon');
  const { chatRoomCreatePrivate } = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    writer.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: reader.uuid },
  );
  const roomId = chatRoomCreatePrivate.room.uuid;
  await send(request, writer.token, roomId, 'Hello Rook');
  // The reader answers (accepting the request and reading so far); then 30 messages come while they are away.
  await send(request, reader.token, roomId, 'Hi Wren');
  for (let i = 1; i <= 30; i += 1) await send(request, writer.token, roomId, `Unread ${i}`);

  const page = await loggedInPage(readerEmail, { viewport: { width: 1280, height: 800 } });
  await page.goto(`/chatrooms/${roomId}`);
  const history = page.getByTestId('chat-history');
  await expect(history.getByText('Unread messages')).toBeInViewport();
  await expect(history.getByText('Unread 1', { exact: true })).toBeInViewport();
  await expect(history.getByText('Unread 30')).not.toBeInViewport();
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  const jump = page.getByRole('button', { name: /new messages?$/ });
  await expect(jump).toHaveText(/30 new messages/);
  await expectNoViolations(page);

  // Keyboard only: the button is just before the message field; Enter goes to the newest and back to the field.
  await page.keyboard.press('Shift+Tab');
  await expect(jump).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(history.getByText('Unread 30')).toBeInViewport();
  await expect(message).toBeFocused();
  await expect(jump).toBeHidden();
  // At the newest message the room is read.
  await expect
    .poll(async () => {
      const room = await api<{ chatRoom: { unreadCount: number } }>(
        request,
        reader.token,
        'query ($r: String!) { chatRoom(roomId: $r) { unreadCount } }',
        { r: roomId },
      );
      return room.chatRoom.unreadCount;
    })
    .toBe(0);

  // Reading further up on a phone, a message arrives below: the button counts it; at the bottom nothing is offered.
  await page.setViewportSize({ width: 390, height: 844 });
  await history.evaluate((element) => element.scrollTo(0, 0));
  await send(request, writer.token, roomId, 'Are you there?');
  await expect(jump).toHaveText(/1 new message$/);
  await expectNoViolations(page);
  await message.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(jump).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(history.getByText('Are you there?')).toBeInViewport();
  await expect(message).toBeFocused();
  await expect(jump).toBeHidden();
  await page.context().close();
});
