import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { DB } from '../db/connect.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the dev mailbox, which prints each mail to the
 * log and keeps it in the database so every server process lists the same mailbox.
 */
export function createMailer(db: DB, options: { smtpUrl?: string; from: string }): SendMail {
  if (options.smtpUrl) {
    // Loaded only for a server given SMTP_URL: the dev mailbox's servers no longer wait for it at start.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
  }
  return async (mail) => {
    console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    await db.insertInto('dev_mailbox').values(mail).execute();
  };
}

export async function listDevMailbox(db: DB) {
  const rows = await db.selectFrom('dev_mailbox').selectAll().orderBy('id', 'desc').limit(100).execute();
  return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, sentAt: new Date(row.sent_at).toISOString() }));
}
