import type { Context } from 'hono';
import { Invalid } from '../domain/errors.ts';

/** Reads a JSON body; a body that is not JSON is bad input (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new Invalid({ _: 'Le corps de la requête doit être du JSON valide' });
  }
}

/** Parses a positive integer path parameter, or answers 404 (an id that cannot exist). */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new Invalid({ [name]: 'Identifiant invalide' });
  return id;
}
