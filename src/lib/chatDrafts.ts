/**
 * Unsent chat messages, kept per member and room in localStorage, so a message half written when the session
 * ended (suspension lifted later, a logout elsewhere, a reload) is there again after the next login into that
 * room. Each member's drafts live under a key of their own: another member on the same browser never sees them.
 */
const PREFIX = 'snoot:chatDrafts:';
/** Bounds what one member keeps: the newest rooms' drafts, none older than a month. */
const MAX_ROOMS = 30;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type Drafts = Record<string, { text: string; savedAt: number }>;

function read(memberId: string): Drafts {
  try {
    const saved: unknown = JSON.parse(globalThis.localStorage?.getItem(PREFIX + memberId) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Drafts) : {};
  } catch {
    return {};
  }
}

function write(memberId: string, drafts: Drafts) {
  try {
    if (Object.keys(drafts).length === 0) globalThis.localStorage?.removeItem(PREFIX + memberId);
    else globalThis.localStorage?.setItem(PREFIX + memberId, JSON.stringify(drafts));
  } catch {
    // Storage full or off: the message stays in the field, it is just not kept past this page.
  }
}

/** The member's unsent message in this room, or '' when there is none (or it is older than a month). */
export function readDraft(memberId: string, roomId: string, now = Date.now()): string {
  const draft = read(memberId)[roomId];
  return draft && typeof draft.text === 'string' && now - draft.savedAt <= MAX_AGE_MS ? draft.text : '';
}

/** Keeps what the member has typed in this room; an empty text (sent, or cleared) forgets it. */
export function saveDraft(memberId: string, roomId: string, text: string, now = Date.now()): void {
  const drafts = read(memberId);
  if (text.trim()) drafts[roomId] = { text, savedAt: now };
  else delete drafts[roomId];
  const kept = Object.entries(drafts)
    .filter(([, draft]) => now - draft.savedAt <= MAX_AGE_MS)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_ROOMS);
  write(memberId, Object.fromEntries(kept));
}
