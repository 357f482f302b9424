import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const SEND =
  'mutation ($r: String!, $c: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: $c}, clientMutationId: $id}) { room { lastSeqId } } }';

test('two members react by keyboard and see each other’s reactions live; the Emoji picker inserts; axe finds nothing at 1280 and 390 px', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const [firstEmail, otherEmail] = [newEmail('react-first'), newEmail('react-other')];
  const first = await onboardedMember(request, firstEmail, 'Fern Ferret');
  const other = await onboardedMember(request, otherEmail, 'Lark Lynx');
  // The room and its messages come through the API: reacting is what this test is about.
  const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    first.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: other.uuid },
  );
  const roomId = created.chatRoomCreatePrivate.room.uuid;
  await api(request, first.token, SEND, { r: roomId, c: 'Movie night on Friday?', id: 'react-e2e-1' });
  await api(request, other.token, SEND, { r: roomId, c: 'Yes please!', id: 'react-e2e-2' });

  const member = await loggedInPage(firstEmail, { viewport: { width: 1280, height: 800 } });
  const friend = await loggedInPage(otherEmail, { viewport: { width: 390, height: 844 } });
  await member.goto(`/chatrooms/${roomId}`);
  await friend.goto(`/chatrooms/${roomId}`);
  const memberHistory = member.getByRole('list', { name: 'Messages' });
  const friendHistory = friend.getByRole('list', { name: 'Messages' });
  await expect(memberHistory.getByText('Yes please!')).toBeVisible();
  await expect(friendHistory.getByText('Movie night on Friday?')).toBeVisible();

  // The first member reacts to the reply from its React menu, by keyboard alone.
  await member.getByRole('button', { name: /^React to Lark Lynx's message sent / }).focus();
  await member.keyboard.press('Enter');
  const menu = member.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Heart' })).toBeFocused();
  await expectNoViolations(member);
  await member.keyboard.press('ArrowDown');
  await member.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(memberHistory.getByRole('button', { name: 'Laughing, 1 reaction, including you' })).toHaveAttribute('aria-pressed', 'true');

  // The other member sees it live, and joins in by pressing the chip with the keyboard.
  const friendChip = friendHistory.getByRole('button', { name: 'Laughing, 1 reaction' });
  await expect(friendChip).toHaveAttribute('aria-pressed', 'false');
  await friendChip.focus();
  await friend.keyboard.press('Space');
  await expect(friendHistory.getByRole('button', { name: 'Laughing, 2 reactions, including you' })).toHaveAttribute('aria-pressed', 'true');
  const memberChip = memberHistory.getByRole('button', { name: 'Laughing, 2 reactions, including you' });
  await expect(memberChip).toBeVisible();
  // In forced colours (Windows High Contrast) a pressed chip is still marked: Highlight, not the page's Canvas.
  await member.emulateMedia({ forcedColors: 'active' });
  const [chipColour, canvas] = await memberChip.evaluate((chip) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const colours = [getComputedStyle(chip).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(chipColour).not.toBe(canvas);
  await member.emulateMedia({ forcedColors: 'none' });
  await expectNoViolations(friend);

  // The Emoji picker: arrows move in the grid, Enter inserts, focus goes back to the message field.
  const field = friend.getByRole('textbox', { name: 'Message' });
  await field.fill('See you ');
  await friend.getByRole('button', { name: 'Emoji' }).focus();
  await friend.keyboard.press('Enter');
  const grid = friend.getByRole('listbox', { name: 'Emoji' });
  await expect(grid.getByRole('option', { name: 'Grinning face' })).toBeFocused();
  // Open, the picker is checked as an open modal is: within itself.
  await expectNoViolations(friend, '[role="dialog"]');
  await friend.keyboard.press('ArrowRight');
  await friend.keyboard.press('ArrowDown');
  await friend.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('See you 😮');
  // Escape closes without inserting.
  await friend.getByRole('button', { name: 'Emoji' }).focus();
  await friend.keyboard.press('Enter');
  await expect(grid).toBeVisible();
  await friend.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(field).toBeFocused();
  await friend.keyboard.press('Enter');
  await expect(memberHistory.getByText('See you 😮')).toBeVisible();
});
