import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Secrets: replaced whole. */
const secretKeys = ['password', 'newPassword', 'pass', 'passwordHash', 'token', 'refreshToken', 'refresh_token'];
/** E-mail addresses: masked, the domain kept to tell lines apart. */
const emailKeys = ['email', 'email2', 'email3', 'login', 'adresseEmail'];
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[...secretKeys, ...emailKeys].flatMap((key) => [key, `*.${key}`]),
];

/** "ma…@exemple.fr": enough to tell mails apart in a log, not the address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '…' : `${address.slice(0, Math.min(2, at))}…${address.slice(at)}`;
}

function censor(value: unknown, path: string[]): string {
  return emailKeys.includes(path.at(-1) ?? '') && typeof value === 'string' ? maskAddress(value) : '[masqué]';
}

/** Fields of database errors that hold a statement's values or a row's (pg's detail: "Key (email)=(…)"). */
const valueFields = new Set(['params', 'parameters', 'detail', 'internalQuery']);

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** The "params: …" texts a failed statement's error prints (drizzle puts the values into its message). */
function paramTexts(err: unknown): string[] {
  return causes(err).flatMap((e) => {
    const params = (e as { params?: unknown }).params;
    return Array.isArray(params) && params.length ? [`params: ${String(params)}`] : [];
  });
}

function scrub(value: unknown, texts: string[], depth = 0): unknown {
  if (typeof value === 'string')
    return texts.reduce((text, hidden) => text.split(hidden).join('params: [masqués]'), value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, texts, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !valueFields.has(key))
      .map(([key, item]) => [key, scrub(item, texts, depth + 1)]),
  );
}

/** An error as logged: pino's shape, without the values of a failed statement (personal data, secrets). */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return scrub(stdSerializers.err(err), paramTexts(err));
}

/** An error's message without the values of a failed statement, for where a message is kept (failed jobs). */
export function messageWithoutValues(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return scrub(err.message, paramTexts(err)) as string;
}

/** The process's logger; `destination` is for tests that read what is written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
