import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createMailer, linksIn, linksMayBeLogged, oneLine, type MailMessage } from './mail.ts';

const log = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const message: MailMessage = {
  to: 'marie@exemple.fr',
  subject: 'Activez votre compte — Le Phare',
  html: '<p>Bonjour <a href="https://site.exemple.org/connexion/abc">activer</a></p>',
  text: 'Bonjour, activez : https://site.exemple.org/connexion/abc',
  attachments: [
    { filename: 'recu.pdf', content: new TextEncoder().encode('%PDF-1.7'), contentType: 'application/pdf' },
  ],
};

describe('createMailer without SMTP_URL', () => {
  it('writes the message to the outbox with the sender', async () => {
    const stored: unknown[] = [];
    const mailer = createMailer({
      from: 'Site <ne-pas-repondre@exemple.fr>',
      log,
      outbox: async (m) => void stored.push(m),
    });
    await mailer.send(message);
    expect(stored).toEqual([{ ...message, from: 'Site <ne-pas-repondre@exemple.fr>' }]);
  });

  it('logs the links only when told to, and masks the recipient otherwise', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    const logged = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, stream);
    await createMailer({ from: 'x@exemple.fr', log: logged, outbox: async () => {} }).send(message);
    expect(lines.join('')).not.toContain('/connexion/abc');
    expect(lines.join('')).not.toContain('marie@');
    await createMailer({ from: 'x@exemple.fr', log: logged, outbox: async () => {}, logLinks: true }).send(message);
    expect(lines.join('')).toContain('https://site.exemple.org/connexion/abc');
  });

  it('logs links in development or on the embedded database, never in production on a database server', () => {
    expect(linksMayBeLogged({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/site' })).toBe(true);
    expect(linksMayBeLogged({ NODE_ENV: 'production' })).toBe(true);
    expect(linksMayBeLogged({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site' })).toBe(false);
  });

  it('keeps header fields on one line', async () => {
    const stored: MailMessage[] = [];
    const mailer = createMailer({ from: 'x@exemple.fr', log, outbox: async (m) => void stored.push(m) });
    await mailer.send({ ...message, subject: 'Bonjour\r\nBcc: cible@example.net', replyTo: 'a@b.fr\nBcc: c@d.fr' });
    expect(stored[0]).toMatchObject({ subject: 'Bonjour Bcc: cible@example.net', replyTo: 'a@b.fr Bcc: c@d.fr' });
    expect(oneLine(' a\u2028b\tc\u0000 ')).toBe('a b c');
  });

  it('finds the links of a text for the log', () => {
    expect(linksIn('a https://x.fr/a/b, et http://y.fr/c)')).toEqual(['https://x.fr/a/b,', 'http://y.fr/c']);
  });
});

describe('createMailer with SMTP_URL', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the message over SMTP, attachment included', async () => {
    const outbox: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Site <ne-pas-repondre@exemple.fr>',
      log,
      outbox: async (m) => void outbox.push(m),
    });
    await mailer.send(message);
    expect(outbox).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: marie@exemple\.fr/m);
    expect(received[0]).toContain('filename=recu.pdf');
  });

  it('sends no header smuggled into the subject', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@exemple.fr',
      log,
      outbox: async () => {},
    });
    await mailer.send({ ...message, subject: 'Message de Jeanne\r\nBcc: cible@example.net' });
    expect(received.at(-1)).not.toMatch(/^Bcc:/im);
  });
});
