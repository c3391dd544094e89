import { createHash, randomBytes } from 'node:crypto';

/** A personal link's secret: 256 random bits, URL-safe (43 characters), stored only as its SHA-256. */
export function newSurveyToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSurveyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only a string of the link's shape is looked up. */
export function isSurveyTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
