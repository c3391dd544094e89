import type { Context } from 'hono';
import { encodeShared, setBodyHeaders, sharedBody, type SharedBody } from '../platform/compress.ts';

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
  return c.body(body.bytes, { headers });
}
