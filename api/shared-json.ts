import type { Context } from 'hono';
import { timedCache } from '../domain/timed-cache.ts';
import { encodeShared, keepWholeBody, setBodyHeaders, sharedBody, type SharedBody } from '../platform/compress.ts';
import { finishedAnswer, recordWhenSent, type FinishedHeads } from '../platform/finished-answers.ts';
import { anonymousRead } from '../platform/shared-cache.ts';
import type { ApiEnv } from './env.ts';

/** A kept value's body, and the headers its answers left with, by kind of request (platform/finished-answers.ts). */
const bodies = new WeakMap<object, { body: SharedBody; heads: FinishedHeads }>();

/**
 * The kind of answer a request gets, for the headers recorded of it: the route's declared answer (`answerKind`, set by
 * sharedRead or noStore), whether the read is anonymous (what a shared cache may keep: platform/shared-cache.ts) and
 * the encoding. Only GET answers are recorded (a HEAD leaves without its body).
 */
function requestKind(c: Context, encoding: string | null): string | null {
  const declared = (c as Context<ApiEnv>).get('answerKind');
  if (declared === undefined || c.req.method !== 'GET') return null;
  return `${declared} ${anonymousRead(c.req.raw) ? 'anonymous' : 'caller'} ${encoding ?? 'identity'}`;
}

/**
 * A JSON answer made of a value that requests share (an entry of a domain cache, the same object while it lives):
 * serialised once and compressed once per encoding for the life of the value, not on every request. Once an answer of
 * the same kind has left, the next ones leave with its headers without the layers' work (decision 0124).
 */
export async function sharedJson<T extends object>(
  c: Context,
  value: T,
  shape: (value: T) => unknown,
): Promise<Response> {
  let shared = bodies.get(value);
  if (!shared) {
    const body = sharedBody(new Uint8Array(Buffer.from(JSON.stringify(shape(value)))));
    bodies.set(value, (shared = { body, heads: new Map() }));
  }
  const body = await encodeShared(shared.body, c.req.header('accept-encoding'));
  const kind = requestKind(c, body.encoding);
  const heads = kind === null ? undefined : shared.heads.get(kind);
  if (heads) return finishedAnswer(body.bytes, heads);
  const headers = setBodyHeaders(new Headers({ 'content-type': 'application/json' }), body);
  const answer = keepWholeBody(c.body(body.bytes, { headers }), body.bytes);
  return kind === null ? answer : recordWhenSent(answer, shared.heads, kind);
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
  const value = await kept.get(c.get('ctx'), key, async () => ({ data: await load() }));
  return sharedJson(c, value, (kept) => kept);
}
