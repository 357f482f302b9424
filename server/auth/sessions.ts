import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { hashToken } from './tokens.ts';

/**
 * What ended: the sessions of these tokens (by hash, so no live token crosses Redis), or every session
 * of one member. `reason` is the close reason the member's open tabs receive.
 */
export interface SessionEnd {
  tokenHashes?: string[];
  profileId?: string;
  reason: string;
}

/** Close reasons; the client logs out on close code SESSION_ENDED_CLOSE_CODE whatever the reason. */
export const SESSION_END_REASONS = {
  loggedOut: 'Logged out',
  accountDeleted: 'Account deleted',
  suspended: 'Account suspended',
  grantRevoked: 'Sign-in revoked',
} as const;

/** graphql-ws 4401 Unauthorized: the client does not reconnect, it treats the session as over. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Closes every open websocket of these tokens, on every server process (through the shared pub/sub).
 * Call it after the tokens are revoked in the database, so a socket that reconnects is refused.
 */
export function endTokenSessions(pubsub: SnootPubSub, tokens: string[], reason: string = SESSION_END_REASONS.loggedOut) {
  if (tokens.length === 0) return;
  pubsub.publish('sessionEnd', { tokenHashes: tokens.map(hashToken), reason });
}

/**
 * Closes every open websocket of one member, whatever token it was opened with, on every server process.
 * For account deletion and suspension: call it once the change is committed (tokens revoked, account
 * marked), so a reconnect is refused too.
 */
export function endMemberSessions(pubsub: SnootPubSub, profileId: string, reason: string = SESSION_END_REASONS.suspended) {
  pubsub.publish('sessionEnd', { profileId, reason });
}
