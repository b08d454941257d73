import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './mail.table.ts';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: TMail): Promise<void>;
}

/**
 * The one way email leaves the system. Every message is kept in mail_outbox; with SMTP_URL it is also
 * sent. Without it the text stays in mail_outbox only (a local user reads a reset code there): the log
 * says a message is waiting and to whom, never its text, which may hold a reset code.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl ? createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        await opts.db.insert(mailOutbox).values({ ...mail, status: 'stored' });
        opts.log.info(
          { to: mail.to, subject: mail.subject },
          'email stored in mail_outbox (no SMTP_URL set)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db.insert(mailOutbox).values({ ...mail, text: '(sent by SMTP)', status: 'sent' });
      } catch (err) {
        await opts.db
          .insert(mailOutbox)
          .values({ ...mail, text: '(not sent)', status: 'failed', error: String(err) });
        opts.log.error({ err, to: mail.to }, 'email could not be sent');
      }
    },
  };
}
