import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createMailer, linksIn, type MailMessage } from './mail.ts';

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
});
