import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { documentsDir } from './documents.ts';

/**
 * A real SMTP server for the browser tests: the site under test sends its mail to it (SMTP_URL, set in
 * playwright.config.ts), and each message received is written as an .eml file that the tests read.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 20000);
export const mailDir = path.join(tmpdir(), `mission-e2e-mail-${smtpPort}`);
/** Each axe-core pass of this run, a line each: its time in ms, the window's width, the address (tests/e2e/support.ts). */
export const axePasses = path.join(tmpdir(), `mission-e2e-axe-passes-${e2ePort}.tsv`);

/** A real SMTP server on 127.0.0.1:`port` (no TLS, no login) handing each message received to `keep`. */
export async function catchMail(port: number, keep: (message: Buffer) => void): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        keep(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export default async function globalSetup() {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  // The documents of this run only, for the HTML checker; with E2E_ADD_DOCUMENTS, this run's are added to the last
  // run's (npm test checks the two browser runs' documents together).
  if (!process.env.E2E_ADD_DOCUMENTS) rmSync(documentsDir, { recursive: true, force: true });
  mkdirSync(documentsDir, { recursive: true });
  rmSync(axePasses, { force: true });
  let count = 0;
  const server = await catchMail(smtpPort, (message) =>
    writeFileSync(path.join(mailDir, `${Date.now()}-${++count}.eml`), message),
  );
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) so links read whole. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export interface ReceivedMail {
  file: string;
  text: string;
}

/** Waits for a message to an address, received after `since` (ms), whose text contains `contains`. */
export async function waitForMail(
  to: string,
  contains: string,
  since: number,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of readdirSync(mailDir).sort().reverse()) {
      const file = path.join(mailDir, name);
      if (statSync(file).mtimeMs < since) continue;
      const text = decodeQuotedPrintable(readFileSync(file, 'latin1'));
      if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) && text.includes(contains))
        return { file, text };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} containing ${contains}`);
}

/** The first link of a received message to a path of the site (e.g. /connexion/). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]+${pathPrefix}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${pathPrefix} link in ${mail.file}`);
  return match[0];
}
