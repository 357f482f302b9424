import { describe, expect, it } from 'vitest';
import { notificationAge } from '../../src/lib/notificationAge';
import { bellLabel, notificationText } from '../../src/lib/notificationText';
import { applicationServerKey } from '../../src/lib/webPush';
import { formatPageTitle } from '../../src/ui/pageTitle';

describe('notification words', () => {
  it.each([
    ['LIKE', 1, 'Mika liked you'],
    ['MUTUAL', 1, 'You and Mika like each other'],
    ['CHAT_REQUEST', 1, 'Mika wants to chat'],
    ['MESSAGE', 1, 'Mika sent you a message'],
    ['MESSAGE', 3, 'Mika sent you 3 messages'],
    ['SOMETHING_NEWER', 1, 'News from Mika'],
  ])('says %s (count %d) as "%s"', (kind, count, text) => {
    expect(notificationText(kind, 'Mika', count)).toBe(text);
  });

  it('names a member whose name the server withheld as a hidden profile', () => {
    expect(notificationText('LIKE', '')).toBe('Private profile liked you');
  });

  it('tells the time coarsely, "just now" for the first minute', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(notificationAge('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(notificationAge('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(notificationAge('2026-11-24T09:10:00Z', now)).toBe('2 hours ago');
    expect(notificationAge('2026-11-21T12:00:00Z', now)).toBe('3 days ago');
  });

  it('names the bell with what its badge shows', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(250)).toBe('Notifications, 99+ unread');
  });

  it('puts the unread count before the page title', () => {
    expect(formatPageTitle('Chats')).toBe('Chats · Snoot');
    expect(formatPageTitle('Chats', 3)).toBe('(3) Chats · Snoot');
    expect(formatPageTitle('', 1)).toBe('(1) Snoot');
    expect(formatPageTitle('', 120)).toBe('(99+) Snoot');
  });
});

describe('push keys', () => {
  it('reads a base64url VAPID key into the bytes pushManager.subscribe takes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });
});
