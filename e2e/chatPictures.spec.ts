import sharp from 'sharp';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

test('a picture sent by keyboard arrives live as a thumbnail, opens full size and closes with Escape', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const [senderEmail, viewerEmail] = [newEmail('pics-sender'), newEmail('pics-viewer')];
  const sender = await onboardedMember(request, senderEmail, 'Pip Marten');
  const viewer = await onboardedMember(request, viewerEmail, 'Wren Hare');
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    viewer.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: sender.uuid },
  );
  const roomId = created.chatRoomCreatePrivate.room.uuid;
  await api(
    request,
    viewer.token,
    'mutation ($r: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: "Show me the lake!"}, clientMutationId: "e2e-pics-1"}) { room { uuid } } }',
    { r: roomId },
  );
  await api(request, sender.token, 'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { uuid } } }', {
    r: roomId,
  });

  const page = await loggedInPage(senderEmail, { viewport: { width: 1280, height: 800 } });
  const phone = await loggedInPage(viewerEmail, { viewport: { width: 390, height: 844 } });
  await page.goto(`/chatrooms/${roomId}`);
  await phone.goto(`/chatrooms/${roomId}`);
  await expect(phone.getByRole('list', { name: 'Messages' }).getByText('Show me the lake!')).toBeVisible();

  // From the message field, Tab reaches "Attach pictures"; Enter opens the file chooser.
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeFocused();
  await field.fill('The lake at dawn');
  const attach = page.getByRole('button', { name: 'Attach pictures' });
  for (let i = 0; i < 5 && !(await attach.evaluate((element) => element === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(attach).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('img', { name: 'Attached picture 1' })).toBeVisible();
  await expectNoViolations(page);
  await field.focus();
  await page.keyboard.press('Enter');

  // The other member sees it live as a thumbnail (its blurHash first), opens it by keyboard and closes it with Escape.
  const thumbnail = phone.getByRole('button', { name: 'Picture 1 of 1 from Pip Marten' });
  await expect(thumbnail).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your picture 1 of 1' })).toBeVisible();
  await thumbnail.focus();
  await phone.keyboard.press('Enter');
  const lightbox = phone.getByRole('dialog', { name: 'Picture 1 of 1 from Pip Marten' });
  await expect(lightbox.getByRole('img', { name: 'Picture 1 of 1 from Pip Marten' })).toBeVisible();
  await expect.poll(() => lightbox.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoViolations(phone);
  await phone.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
  await expectNoViolations(phone);
  await expectNoViolations(page);

  // The recipient's choice lives with the content options, on by default.
  await phone.goto('/settings/content-options');
  await expect(phone.getByRole('switch', { name: "Blur pictures from people I haven't replied to" })).toBeChecked();
  await expectNoViolations(phone);
});
