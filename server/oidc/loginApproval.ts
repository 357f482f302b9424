import type Provider from 'oidc-provider';
import type { DeviceCode } from 'oidc-provider';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { HttpError } from '../http/json.ts';
import { subjectFor } from './account.ts';
import { deviceName } from './deviceName.ts';
import { WEB_CLIENT_ID } from './provider.ts';

/** What a QR login grants: the same scopes as a single sign-on login, so the browser refreshes its token alike. */
const GRANTED_SCOPE = 'openid profile offline_access';
/** A user code as the provider makes them, once dashes and spaces are gone: 8 of its 20 consonants. */
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;

export const LOGIN_REQUEST_MESSAGES = {
  notValid: 'This code is not valid any more. Ask for a new code on the device you want to log in on.',
  used: 'This code was already used. Ask for a new code on the device you want to log in on.',
  notOnboarded: 'Finish setting up your profile before you approve a login on another device.',
  malformed: 'That code does not look right. It has 8 letters, like BCDF-GHJK.',
} as const;

/** A code as a member types it (any case, with or without the dash or spaces), in the provider's stored form. */
export function normalUserCode(input: unknown) {
  const code = typeof input === 'string' ? input.toUpperCase().replace(/[\s-]/g, '') : '';
  if (!USER_CODE.test(code)) throw new HttpError(400, 'BAD_USER_INPUT', LOGIN_REQUEST_MESSAGES.malformed);
  return code;
}

/** Only a member who finished onboarding approves a login: before that an account reaches nobody (default-deny). */
function checkApprover(viewer: ProfileRow) {
  if (viewer.onboarded_at === null) throw new HttpError(403, 'ONBOARDING_REQUIRED', LOGIN_REQUEST_MESSAGES.notOnboarded);
}

/** The live, undecided request for this user code; an unknown or expired one and a used or denied one are refused. */
export async function openLoginRequest(provider: Provider, viewer: ProfileRow, userCode: string): Promise<DeviceCode> {
  checkApprover(viewer);
  const code = await provider.DeviceCode.findByUserCode(userCode);
  if (!code || code.isExpired) throw new HttpError(404, 'NOT_FOUND', LOGIN_REQUEST_MESSAGES.notValid);
  if (code.accountId || code.error || code.consumed) throw new HttpError(409, 'ALREADY_USED', LOGIN_REQUEST_MESSAGES.used);
  return code;
}

/** Which device asks, as the approving member is shown it. */
export function describeLoginRequest(code: DeviceCode) {
  return {
    device: deviceName(code.deviceInfo?.userAgent),
    requestedAt: new Date(code.iat * 1000).toISOString(),
    expiresAt: new Date(code.exp * 1000).toISOString(),
  };
}

/**
 * Stores a decision on an undecided code, in one statement that re-checks it is undecided, so of two decisions at
 * once (two tabs, Approve and Deny) one holds and the other is refused as used. The fields are those the provider
 * itself would save on the code.
 */
async function decideOnce(db: DB, code: DeviceCode, decision: Record<string, unknown>, grantId: string | null = null) {
  const decided = await sql<{ id: string }>`
    update oidc_payloads set payload = (payload::jsonb || ${JSON.stringify(decision)}::jsonb)::text, grant_id = ${grantId}
    where model = 'DeviceCode' and user_code = ${code.userCode}
      and payload::jsonb ->> 'accountId' is null and payload::jsonb ->> 'error' is null
    returning id`.execute(db);
  if (decided.rows.length === 0) throw new HttpError(409, 'ALREADY_USED', LOGIN_REQUEST_MESSAGES.used);
}

/**
 * Approval logs the asking browser in as the approving member, and only them: the device code gets a grant of
 * their own account, which the browser's next poll of the token endpoint turns into tokens.
 */
export async function approveLoginRequest(db: DB, provider: Provider, viewer: ProfileRow, code: DeviceCode) {
  const grant = new provider.Grant({ accountId: subjectFor(viewer.id), clientId: WEB_CLIENT_ID });
  grant.addOIDCScope(GRANTED_SCOPE);
  const grantId = await grant.save();
  const approval = { accountId: subjectFor(viewer.id), grantId, scope: GRANTED_SCOPE, authTime: Math.floor(Date.now() / 1000) };
  try {
    await decideOnce(db, code, approval, grantId);
  } catch (error) {
    // Decided meanwhile: the grant made for this approval goes unused.
    await db.deleteFrom('oidc_payloads').where('model', '=', 'Grant').where('id', '=', grantId).execute();
    throw error;
  }
}

/** Denial ends the request: the browser's next poll hears access_denied, and the code can never be approved. */
export async function denyLoginRequest(db: DB, code: DeviceCode) {
  await decideOnce(db, code, { error: 'access_denied', errorDescription: 'The member denied this login.' });
}
