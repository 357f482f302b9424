import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { DB } from '../db/connect.ts';
import { log } from '../log/log.ts';
import { metrics } from '../metrics/metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise, in development, the dev mailbox: each mail is printed
 * to the log and kept in the database so every server process lists the same mailbox. A production server
 * without SMTP_URL starts only with LOGIN_CODES_IN_LOG's consent (config.ts), and then writes mails to the log
 * alone: it has no dev mailbox.
 */
export function createMailer(db: DB, options: { smtpUrl?: string; from: string; production: boolean }): SendMail {
  if (options.smtpUrl) {
    // Loaded only for a server given SMTP_URL: the dev mailbox's servers no longer wait for it at start.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      try {
        await transport.sendMail({ from: options.from, ...mail });
        metrics.mails.inc({ transport: 'smtp', outcome: 'sent' });
      } catch (error) {
        metrics.mails.inc({ transport: 'smtp', outcome: 'failed' });
        throw error;
      }
    };
  }
  return async (mail) => {
    // The one place a mail's text, and so a login code, is logged: only where no mail server was given.
    log[options.production ? 'warn' : 'info'](
      { mailTo: mail.to, mailSubject: mail.subject, mailText: mail.text },
      'Mail written to the log (no SMTP_URL)',
    );
    if (!options.production) await db.insertInto('dev_mailbox').values(mail).execute();
    metrics.mails.inc({ transport: options.production ? 'log' : 'devMailbox', outcome: 'sent' });
  };
}

export async function listDevMailbox(db: DB) {
  const rows = await db.selectFrom('dev_mailbox').selectAll().orderBy('id', 'desc').limit(100).execute();
  return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, sentAt: new Date(row.sent_at).toISOString() }));
}
