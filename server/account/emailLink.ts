import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { SendMail } from '../mail/mailer.ts';
import { badInput } from '../errors.ts';
import { isValidEmail, normaliseEmail } from '../auth/email.ts';

const LINK_LIFETIME_MS = 24 * 3600 * 1000;
const MAX_LINKS_PER_DAY = 5;
export const VERIFY_PATH = '/account-provider/email/verify';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a verification link; the address becomes a login of this account once the link is opened. The answer
 * is the same whether or not another account uses the address (only its owner's mailbox learns that), and
 * both kinds of mail count towards the daily limit, so nobody learns which addresses have accounts.
 */
export async function createEmailLink(db: DB, sendMail: SendMail, profileId: string, rawEmail: string, origin: string) {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw badInput('Please enter a valid email address.');
  const owner = await db
    .selectFrom('account_providers')
    .select('profile_id')
    .where('type', '=', 'EMAIL')
    .where('value', '=', email)
    .executeTakeFirst();
  if (owner?.profile_id === profileId) throw badInput('This email address is already linked to your account.');
  const recent = await db
    .selectFrom('email_links')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('created_at', '>', new Date(Date.now() - LINK_LIFETIME_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= MAX_LINKS_PER_DAY) throw badInput('Too many verification emails today. Please try again tomorrow.');
  const token = randomBytes(32).toString('base64url');
  // A taken address still gets a row (its token is never mailed, and opening it could link nothing anyway).
  await db
    .insertInto('email_links')
    .values({ token_hash: hash(token), profile_id: profileId, email, expires_at: new Date(Date.now() + LINK_LIFETIME_MS) })
    .execute();
  await sendMail(owner ? inUseMail(email) : verificationMail(email, `${origin}${VERIFY_PATH}?token=${token}`));
}

function verificationMail(email: string, link: string) {
  return {
    to: email,
    subject: 'Verify your email address for Snoot',
    text: `Open this link within 24 hours to link ${email} to your Snoot account:\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  };
}

function inUseMail(email: string) {
  return {
    to: email,
    subject: 'Your email address is already in use on Snoot',
    text:
      `Someone asked to link ${email} to a Snoot account, but this address is already in use elsewhere: another Snoot account logs in with it.\n\n` +
      'To use it for a different account, remove it from the account that has it first. If you did not ask for this, ignore this mail.',
  };
}

/**
 * Opens a link: the account and the address it now logs in with, or null. A used, expired or unknown token
 * links nothing.
 */
export async function verifyEmailLink(db: DB, token: string) {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('email_links')
      .selectAll()
      .where('token_hash', '=', hash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!link) return null;
    await trx.updateTable('email_links').set({ used_at: new Date() }).where('token_hash', '=', link.token_hash).execute();
    const profile = await trx
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', link.profile_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const taken = await trx
      .selectFrom('account_providers')
      .select('profile_id')
      .where('type', '=', 'EMAIL')
      .where('value', '=', link.email)
      .executeTakeFirst();
    if (!profile || taken) return null;
    await trx.insertInto('account_providers').values({ profile_id: link.profile_id, type: 'EMAIL', value: link.email }).execute();
    return { profileId: link.profile_id, email: link.email };
  });
}
