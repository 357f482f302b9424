import type { DB } from '../db/connect.ts';
import type { SendMail } from '../mail/mailer.ts';
import { CODE_LIFETIME_MS, createLoginCode } from './codes.ts';

/** Creates a one-time code for `email` and mails it; the email login and the identity provider both use it. */
export async function mailLoginCode(db: DB, sendMail: SendMail, email: string) {
  const code = await createLoginCode(db, email);
  await sendMail({
    to: email,
    subject: `Your Snoot login code: ${code}`,
    text: `Your one-time code for Snoot is ${code}\n\nIt works once and expires in ${CODE_LIFETIME_MS / 60000} minutes. If you did not ask for it, ignore this mail.`,
  });
}
