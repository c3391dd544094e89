import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { keyFromFile } from '../../platform/key-file.ts';

/**
 * The secret ballot's cryptography (decision 0085). One key outside the database (BALLOT_SECRET, else the file
 * DATA_DIR/ballot.key) gives two: one derives a participation's receipt code, the other seals the papers waiting in
 * the mixing pool. The box keeps only the SHA-256 of a code, so the database alone links no paper to its voter.
 */
interface VoteKeys {
  receipt: Buffer;
  seal: Buffer;
}

const keysByConfig = new WeakMap<Config, VoteKeys>();

/** The ballot's key file of a deployment without BALLOT_SECRET (the embedded database, development). */
export const ballotKeyFile = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'ballot.key');

function voteKeys(config: Config): VoteKeys {
  let keys = keysByConfig.get(config);
  if (!keys) {
    const secret = config.BALLOT_SECRET ?? keyFromFile(ballotKeyFile(config));
    const derive = (use: string) => Buffer.from(hkdfSync('sha256', secret, 'ballot', use, 32));
    keys = { receipt: derive('receipt code'), seal: derive('pool seal') };
    keysByConfig.set(config, keys);
  }
  return keys;
}

/** Crockford's base 32: no I, L, O, U to misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The receipt code of a participation: 60 bits of HMAC-SHA256(key, id), as XXXX-XXXX-XXXX. */
export function receiptCode(config: Config, participationId: string): string {
  const mac = createHmac('sha256', voteKeys(config).receipt).update(participationId).digest();
  let bits = mac.readBigUInt64BE(0) >> 4n;
  const chars: string[] = [];
  for (let i = 0; i < 12; i++) {
    chars.unshift(alphabet[Number(bits & 31n)]);
    bits >>= 5n;
  }
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** What the box keeps of a receipt code: its SHA-256 in hex (`printf %s CODE | sha256sum`). */
export function codeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** A paper as it travels from the vote to the box. */
export interface Paper {
  codeHash: string;
  answers: Record<string, string>;
}

/** Seals a paper for the pool: AES-256-GCM, a random nonce, in base64 (nonce, tag, ciphertext). */
export function sealPaper(config: Config, paper: Paper): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', voteKeys(config).seal, nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(paper), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens a sealed paper; throws if it was not sealed with this key or was altered. */
export function unsealPaper(config: Config, sealed: string): Paper {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', voteKeys(config).seal, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Paper;
}

/** The items in a uniformly random order (Fisher–Yates with the system's random source). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
