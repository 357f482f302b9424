import type { ProfileAccess } from '../profiles/visibility.ts';

/** What a member hears for a profile they may not see: the same words as for an id that belongs to nobody. */
export const NO_SUCH_PROFILE = 'That profile does not exist.';

/**
 * Why the viewer may not write to another member of a room, or null when they may, from the viewer's access
 * to that member (maySee and mayStartChat in server/privacy/rules.ts). A member the viewer may not see (a
 * block either way, a gone account, the other pool, their "who may view my profile") cannot be messaged at
 * all; before a room's first message the other's startChat setting must admit the viewer too.
 */
export function sendRefusal(access: ProfileAccess | null, firstMessage: boolean): string | null {
  if (!access?.canView) return 'You are not allowed to message this profile.';
  if (firstMessage && !access.canStartChat) return 'You are not allowed to start a chat with this profile.';
  return null;
}
