import type { ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { verifyEmailLink } from '../account/emailLink.ts';
import { restoreDecisionsOnLink } from '../moderation/returningAccounts.ts';

/**
 * GET /account-provider/email/verify?token=…: the link of the verification mail. It links the address
 * and leads the member back to their account page, which says whether it worked. Safety decisions kept under
 * the address (from a deleted account) follow it to this account.
 */
export function emailVerifyHandler(db: DB, pubsub: SnootPubSub) {
  return async (res: ServerResponse, query: URLSearchParams) => {
    const token = query.get('token') ?? '';
    const linked = /^[\w-]{20,100}$/.test(token) ? await verifyEmailLink(db, token) : null;
    if (linked) await restoreDecisionsOnLink(db, pubsub, linked.profileId, linked.email);
    res.writeHead(302, { location: `/settings/account?emailLinked=${linked ? 'true' : 'false'}` });
    res.end();
  };
}
