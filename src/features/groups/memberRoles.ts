/** How a member's role reads beside their name; plain members carry no label. */
export const ROLE_LABELS: Partial<Record<string, string>> = { OWNER: 'Owner', MODERATOR: 'Moderator' };

export interface MemberActionRights {
  makeModerator: boolean;
  removeModerator: boolean;
  handOver: boolean;
  remove: boolean;
}

/**
 * What the viewer may do to one member (the server checks each again): the owner manages moderators, hands the
 * group over and removes anyone but themself; a moderator removes plain members only; nobody acts on themself.
 */
export function memberActionRights(
  viewerRole: string | null | undefined,
  targetRole: string | null | undefined,
  isSelf: boolean,
): MemberActionRights {
  const none = { makeModerator: false, removeModerator: false, handOver: false, remove: false };
  if (isSelf || targetRole === 'OWNER') return none;
  if (viewerRole === 'OWNER')
    return { makeModerator: targetRole === 'MEMBER', removeModerator: targetRole === 'MODERATOR', handOver: true, remove: true };
  if (viewerRole === 'MODERATOR') return { ...none, remove: targetRole === 'MEMBER' };
  return none;
}
