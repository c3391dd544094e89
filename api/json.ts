import type { Context } from 'hono';
import { Invalid } from '../domain/errors.ts';

const notJson = 'Le corps de la requête doit être du JSON valide';
const notObject = 'Le corps de la requête doit être un objet JSON';

/** Reads a JSON object body; a body that is not JSON, or JSON but not an object, is bad input (400), never a 500. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid({ _: notJson }, notJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Invalid({ _: notObject }, notObject);
  return body as Record<string, unknown>;
}

/** Parses a positive integer path parameter, or answers 404 (an id that cannot exist). */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new Invalid({ [name]: 'Identifiant invalide' });
  return id;
}
