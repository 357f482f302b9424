import type { DB } from '../db/connect.ts';
import type { SendMail } from '../mail/mailer.ts';
import { suspensionNoticeForEmail } from '../moderation/suspension.ts';
import { findOrCreateAccountByEmail } from './accounts.ts';
import { mailLoginCode } from './codeMail.ts';
import { consumeLoginCode, normaliseCode } from './codes.ts';
import { isValidEmail, normaliseEmail } from './email.ts';
import { takeRateLimits } from './rateLimit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export interface EmailLoginLimits {
  codesPerEmail: number;
  codesPerIp: number;
  loginsPerIp: number;
}

/** Why a login step was refused, with the sentence the member reads on either entry point. */
export const LOGIN_REFUSALS = {
  INVALID_EMAIL: 'Please enter a valid email address.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  CODE_INVALID: 'Invalid code. Please try again.',
  ACCOUNT_SUSPENDED: 'This account has been banned.',
} as const;

export type LoginRefusalCode = keyof typeof LOGIN_REFUSALS;

/** A refused step; `email` is the address as normalised, for a form to show again. */
export interface LoginRefusal {
  refused: LoginRefusalCode;
  message: string;
  email: string;
}

export type CodeRequestOutcome = { refused?: undefined; email: string } | LoginRefusal;
export type LoginOutcome = { refused?: undefined; email: string; profileId: string } | LoginRefusal;

const refusal = (refused: LoginRefusalCode, email: string, message: string = LOGIN_REFUSALS[refused]): LoginRefusal => ({
  refused,
  message,
  email,
});

/**
 * The email one-time-code login, the same for the HTTP endpoints and the single sign-on pages: both count
 * against the same limits, mail the same codes and find the same accounts. `ip` is the caller's address as
 * the entry point judges it (clientIp with config.trustProxy).
 */
export function createLoginFlow(db: DB, sendMail: SendMail, limits: EmailLoginLimits) {
  return {
    /** Mails a code: the same answer whether or not the account exists. */
    async requestCode(input: { email: string; ip: string }): Promise<CodeRequestOutcome> {
      const email = normaliseEmail(input.email);
      if (!isValidEmail(email)) return refusal('INVALID_EMAIL', email);
      // Both limits in one statement: a request one of them refuses counts against neither.
      const allowed = await takeRateLimits(
        db,
        [
          { key: `code-ip:${input.ip}`, limit: limits.codesPerIp },
          { key: `code-email:${email}`, limit: limits.codesPerEmail },
        ],
        TEN_MINUTES,
      );
      if (!allowed) return refusal('RATE_LIMITED', email);
      await mailLoginCode(db, sendMail, email);
      return { email };
    },

    /** Checks the code and answers the member's profile, created on a first login. */
    async logIn(input: { email: string; code: string; ip: string }): Promise<LoginOutcome> {
      const email = normaliseEmail(input.email);
      if (!isValidEmail(email)) return refusal('INVALID_EMAIL', email);
      // Wrong guesses per email are bounded by the code itself (five tries); this bounds one address's guessing.
      if (!(await takeRateLimits(db, [{ key: `login-ip:${input.ip}`, limit: limits.loginsPerIp }], TEN_MINUTES))) {
        return refusal('RATE_LIMITED', email);
      }
      if (!(await consumeLoginCode(db, email, normaliseCode(input.code)))) return refusal('CODE_INVALID', email);
      const profileId = await findOrCreateAccountByEmail(db, email);
      // Only after a valid code: the member learns why and until when, nobody else learns anything.
      if (!profileId) return refusal('ACCOUNT_SUSPENDED', email, (await suspensionNoticeForEmail(db, email)) ?? undefined);
      return { email, profileId };
    },
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
