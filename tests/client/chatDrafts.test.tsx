// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatComposer } from '../../src/features/chat/ChatComposer';
import { readDraft, saveDraft } from '../../src/lib/chatDrafts';

const ALICE = 'UHJvZmlsZTphbGljZQ==';
const BOB = 'UHJvZmlsZTpib2I=';

function composer(memberId: string, roomId: string, onSend = vi.fn()) {
  render(<ChatComposer isPending={false} onSend={onSend} onTyping={() => {}} draft={{ memberId, roomId }} />);
  return { field: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement, onSend };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('an unsent chat message', () => {
  it('is there again after the session ended and the same member opens the room again', async () => {
    const { field } = composer(ALICE, 'room-1');
    await userEvent.type(field, 'Half a thought about the meet');
    // The tab went to /login: the room is gone from the page.
    cleanup();
    expect(composer(ALICE, 'room-1').field.value).toBe('Half a thought about the meet');
  });

  it('is kept per room', async () => {
    await userEvent.type(composer(ALICE, 'room-1').field, 'For room one');
    cleanup();
    expect(composer(ALICE, 'room-2').field.value).toBe('');
  });

  it('is never shown to another member logging in on the same browser', async () => {
    await userEvent.type(composer(ALICE, 'room-1').field, 'Private words');
    cleanup();
    expect(composer(BOB, 'room-1').field.value).toBe('');
    expect(JSON.stringify({ ...localStorage })).not.toContain(`chatDrafts:${BOB}`);
  });

  it('is forgotten once sent', async () => {
    const { field, onSend } = composer(ALICE, 'room-1');
    await userEvent.type(field, 'Sent at last{Enter}');
    expect(onSend).toHaveBeenCalledWith('Sent at last');
    cleanup();
    expect(composer(ALICE, 'room-1').field.value).toBe('');
    expect(readDraft(ALICE, 'room-1')).toBe('');
  });

  it('is forgotten after a month, and a member keeps the newest rooms only', () => {
    const now = Date.UTC(2026, 10, 27);
    saveDraft(ALICE, 'old', 'From long ago', now - 31 * 24 * 3600 * 1000);
    expect(readDraft(ALICE, 'old', now)).toBe('');
    for (let room = 0; room < 40; room++) saveDraft(ALICE, `room-${room}`, `Draft ${room}`, now + room);
    expect(readDraft(ALICE, 'room-39', now + 40)).toBe('Draft 39');
    expect(readDraft(ALICE, 'room-0', now + 40)).toBe('');
  });
});
