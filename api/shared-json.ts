import type { Context } from 'hono';
import { timedCache } from '../domain/media/index.ts';
import { encodeShared, keepWholeBody, setBodyHeaders, sharedBody, type SharedBody } from '../platform/compress.ts';
import type { ApiEnv } from './env.ts';

const bodies = new WeakMap<object, SharedBody>();

/**
 * A JSON answer made of a value that requests share (an entry of a domain cache, the same object while it lives):
 * serialised once and compressed once per encoding for the life of the value, not on every request.
 */
export async function sharedJson<T extends object>(
  c: Context,
  value: T,
  shape: (value: T) => unknown,
): Promise<Response> {
  let shared = bodies.get(value);
  if (!shared) bodies.set(value, (shared = sharedBody(new Uint8Array(Buffer.from(JSON.stringify(shape(value)))))));
  const body = await encodeShared(shared, c.req.header('accept-encoding'));
  const headers = setBodyHeaders(new Headers({ 'content-type': 'application/json' }), body);
  return keepWholeBody(c.body(body.bytes, { headers }), body.bytes);
}

/** Public reads kept under a key, `max` of them (the oldest forgotten first). */
export const keptReads = (max: number) => timedCache<string, { data: unknown }>(max);

const publicReads = keptReads(500);

/**
 * `{ data }` of a public read the same for every caller (a list of the library, the Bible's books), kept as the
 * media details are (MEDIA_CACHE_SECONDS, forgotten at every change of the library or the site data) under `key`,
 * and sent as a shared answer: a query, a serialisation and a compression per change, not per request.
 */
export async function keptPublicJson(
  c: Context<ApiEnv>,
  key: string,
  load: () => Promise<unknown>,
  kept = publicReads,
) {
  const value = await kept.get(c.var.ctx, key, async () => ({ data: await load() }));
  return sharedJson(c, value, (kept) => kept);
}
