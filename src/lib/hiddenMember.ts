/**
 * What chat calls a member whose profile the viewer may not see (their privacy, a block, a closed account):
 * the server sends such a member without a name (server/graphql/chatProfiles.ts).
 */
export const HIDDEN_MEMBER_NAME = 'Hidden profile';

/** The name to show for a chat member: their display name, or HIDDEN_MEMBER_NAME when the server withheld it. */
export function shownName(displayName: string) {
  return displayName.trim() ? displayName : HIDDEN_MEMBER_NAME;
}
