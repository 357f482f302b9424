import { describe, expect, it } from 'vitest';
import { isRoomId, linkify, messagePreview, readMarkerDue, roomErrorText, unreadCount } from '../../src/lib/chatMessages';
import { listTimestamp, messageTimestamp } from '../../src/lib/chatTimes';
import { groupMessages } from '../../src/lib/messageGroups';
import { messageStatus } from '../../src/lib/messageStatus';

describe('message status (SPEC §4 order)', () => {
  it('puts deleted before read, read before sending and failed, and sent last', () => {
    expect(messageStatus({ seqId: 4, deletedAt: '2026-01-01T00:00:00Z' }, [9])).toBe('Deleted');
    expect(messageStatus({ seqId: 4 }, [4])).toBe('Read');
    expect(messageStatus({ seqId: 5 }, [4])).toBe('Sent');
    expect(messageStatus({ seqId: null, localId: 'sending' }, [4])).toBe('Sending');
    expect(messageStatus({ seqId: null, localId: 'failed' }, [4])).toBe('Failed');
  });
});

describe('chat times', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('shows the list time as a time today, a weekday this week and M/d/yy before', () => {
    expect(listTimestamp(new Date(2026, 10, 22, 9, 5), now)).toBe('9:05 AM');
    expect(listTimestamp(new Date(2026, 10, 19, 9, 5), now)).toBe('Thursday');
    expect(listTimestamp(new Date(2026, 10, 10, 9, 5), now)).toBe('11/10/26');
  });
  it('shows a message time as Today at, Yesterday at, or MM/dd/yyyy', () => {
    expect(messageTimestamp(new Date(2026, 10, 22, 9, 5), now)).toBe('Today at 9:05 AM');
    expect(messageTimestamp(new Date(2026, 10, 21, 23, 59), now)).toBe('Yesterday at 11:59 PM');
    expect(messageTimestamp(new Date(2026, 10, 3, 8, 0), now)).toBe('11/03/2026');
  });
});

describe('message grouping', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();
  it('groups consecutive messages of one author less than 30 minutes apart', () => {
    const groups = groupMessages([
      { key: '1', authorId: 'a', createdAt: at(0) },
      { key: '2', authorId: 'a', createdAt: at(29) },
      { key: '3', authorId: 'a', createdAt: at(59) },
      { key: '4', authorId: 'b', createdAt: at(60) },
      { key: '5', authorId: 'a', createdAt: at(61) },
    ]);
    expect(groups.map((group) => group.map((message) => message.key))).toEqual([['1', '2'], ['3'], ['4'], ['5']]);
  });
});

describe('message text and previews', () => {
  it('makes only http and https addresses links, without trailing punctuation', () => {
    expect(linkify('see https://example.com/a. or javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '. or javascript:alert(1)' },
    ]);
  });
  it('previews a deleted message as [deleted] and a missing one as Preview unavailable', () => {
    expect(messagePreview({ deletedAt: '2026-01-01T00:00:00Z', content: null })).toBe('[deleted]');
    expect(messagePreview(null)).toBe('Preview unavailable');
    expect(messagePreview({ content: 'hi' })).toBe('hi');
  });
  it('maps not allowed to the no-access text and anything else to a failure', () => {
    expect(roomErrorText('You are not allowed to open this chat.')).toBe("It looks like you don't have access to this chat.");
    expect(roomErrorText('Network down')).toBe('Something went wrong.');
  });
});

describe('room rules', () => {
  it('takes only 36-character room ids', () => {
    expect(isRoomId('6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).toBe(true);
    expect(isRoomId('abc')).toBe(false);
  });
  it('counts unread as lastSeqId minus lastReadSeqId', () => {
    expect(unreadCount({ lastSeqId: 12, lastReadSeqId: 9 })).toBe(3);
    expect(unreadCount({ lastSeqId: 3, lastReadSeqId: 5 })).toBe(0);
  });
  it('sends a read marker only for someone else’s newest message past the marker', () => {
    expect(readMarkerDue({ seqId: 5, authorId: 'other' }, 'me', 4)).toBe(true);
    expect(readMarkerDue({ seqId: 5, authorId: 'me' }, 'me', 4)).toBe(false);
    expect(readMarkerDue({ seqId: 4, authorId: 'other' }, 'me', 4)).toBe(false);
    expect(readMarkerDue(undefined, 'me', 0)).toBe(false);
  });
});
