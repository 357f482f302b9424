/**
 * What chat calls a member whose profile the viewer may not see (their privacy, a block, a closed account):
 * the server sends such a member without a name (server/graphql/chatProfiles.ts).
 */
export const HIDDEN_MEMBER_NAME = 'Private profile';
/** Why a private profile has no name or picture, in the member's words. */
export const PRIVATE_PROFILE_NOTE = 'This member limits who can see their profile';
/** A private room whose other member's account is gone (deleted or suspended): the server sends no member at all. */
export const UNAVAILABLE_ACCOUNT = 'Account not available';
/** SPEC §8's words for a profile that is gone. */
export const UNAVAILABLE_ACCOUNT_NOTE = 'This user may have deleted their account or been banned.';

/** The name to show for a chat member: their display name, or HIDDEN_MEMBER_NAME when the server withheld it. */
export function shownName(displayName: string) {
  return displayName.trim() ? displayName : HIDDEN_MEMBER_NAME;
}

/**
 * How a room speaks of its other member: by name; as a private profile (nameless: hidden by their settings or a
 * block); or, for a private room (no title of its own) without a member, as an account no longer available.
 * Only `shown` members can be written to or accepted; a private profile can still be reported or blocked (it may
 * still be writing), and a gone account only leaves or is removed with its room.
 */
export type RoomMember =
  | { state: 'shown'; name: string }
  | { state: 'private'; name: typeof HIDDEN_MEMBER_NAME; note: typeof PRIVATE_PROFILE_NOTE }
  | { state: 'unavailable'; name: typeof UNAVAILABLE_ACCOUNT; note: typeof UNAVAILABLE_ACCOUNT_NOTE }
  | { state: 'room'; name: string };

export function roomMember(other: { displayName: string } | null | undefined, title: string | null | undefined): RoomMember {
  if (other)
    return other.displayName.trim()
      ? { state: 'shown', name: other.displayName }
      : { state: 'private', name: HIDDEN_MEMBER_NAME, note: PRIVATE_PROFILE_NOTE };
  return title ? { state: 'room', name: title } : { state: 'unavailable', name: UNAVAILABLE_ACCOUNT, note: UNAVAILABLE_ACCOUNT_NOTE };
}
