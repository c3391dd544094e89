import nodemailer from 'nodemailer';
import { maskAddress, type Logger } from './logger.ts';

/** An e-mail as the domain builds it (French templates rendered to HTML and plain text). */
export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
  /**
   * Texts of the body that only the recipient may read (a vote's receipt code): sent over SMTP, masked in the outbox,
   * which is a table of the database.
   */
  confidential?: string[];
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
  /**
   * Log the links of outbox mail (activation, reset), to follow them without a mail server. Those links open
   * accounts: only for development and the embedded demonstration database (see linksMayBeLogged).
   */
  logLinks?: boolean;
}

/** Links may be logged in development, or on the embedded database (demonstration), never on a production server. */
export function linksMayBeLogged(config: { NODE_ENV: string; DATABASE_URL?: string }): boolean {
  return config.NODE_ENV === 'development' || !config.DATABASE_URL;
}

/** Every address (http or https) found in a text, so the outbox log shows the links to follow. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/** A text for a mail header: no line break or other control character can start a new header. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** The header-bound fields of a message, on one line each. */
function headerSafe(message: MailMessage): MailMessage {
  return {
    ...message,
    to: Array.isArray(message.to) ? message.to.map(oneLine) : oneLine(message.to),
    subject: oneLine(message.subject),
    replyTo: message.replyTo === undefined ? undefined : oneLine(message.replyTo),
    attachments: message.attachments?.map((a) => ({ ...a, filename: oneLine(a.filename) })),
  };
}

/** The message as the outbox keeps it: each confidential text replaced by dots. */
function masked({ confidential = [], ...message }: MailMessage): MailMessage {
  const hide = (text: string) =>
    confidential.reduce((t, secret) => (secret ? t.replaceAll(secret, '•'.repeat(8)) : t), text);
  return { ...message, html: hide(message.html), text: hide(message.text), subject: hide(message.subject) };
}

const maskRecipients = (to: string | string[]) => (Array.isArray(to) ? to.map(maskAddress) : maskAddress(to));

export function createMailer({ smtpUrl, from, log, outbox, logLinks = false }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(original) {
        const message = headerSafe(original);
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
        log.info({ to: maskRecipients(message.to), subject: message.subject }, 'e-mail envoyé');
      },
    };
  }
  return {
    async send(original) {
      const message = masked(headerSafe(original));
      await outbox({ ...message, from });
      log.info(
        {
          to: logLinks ? message.to : maskRecipients(message.to),
          subject: message.subject,
          ...(logLinks ? { links: linksIn(message.text) } : {}),
        },
        'e-mail placé dans la boîte d’envoi',
      );
    },
  };
}
