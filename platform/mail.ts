import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

/** An e-mail as the domain builds it (French templates rendered to HTML and plain text). */
export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the outbox table with its links logged. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where outbox mail is kept (a database table, written by the process that owns the database). */
export type OutboxWriter = (message: MailMessage & { from: string }) => Promise<void>;

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; absent means the outbox. */
  smtpUrl?: string;
  from: string;
  log: Logger;
  outbox: OutboxWriter;
}

/** Every address (http or https) found in a text, so the outbox log shows the links to follow. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

export function createMailer({ smtpUrl, from, log, outbox }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content),
            contentType: a.contentType,
          })),
        });
        log.info({ to: message.to, subject: message.subject }, 'e-mail envoyé');
      },
    };
  }
  return {
    async send(message) {
      await outbox({ ...message, from });
      log.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text) },
        'e-mail placé dans la boîte d’envoi',
      );
    },
  };
}
