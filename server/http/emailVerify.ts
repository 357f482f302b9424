import type { ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { verifyEmailLink } from '../account/emailLink.ts';

/**
 * GET /account-provider/email/verify?token=…: the link of the verification mail. It links the address
 * and leads the member back to their account page, which says whether it worked.
 */
export function emailVerifyHandler(db: DB) {
  return async (res: ServerResponse, query: URLSearchParams) => {
    const token = query.get('token') ?? '';
    const linked = /^[\w-]{20,100}$/.test(token) && (await verifyEmailLink(db, token));
    res.writeHead(302, { location: `/settings/account?emailLinked=${linked ? 'true' : 'false'}` });
    res.end();
  };
}
