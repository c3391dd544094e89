import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, zstdCompress } from 'node:zlib';
import Negotiator from 'negotiator';
import { keptZstd } from './kept-zstd.ts';

// Quality 3 costs a third less than 4 for 3 % more bytes on a page (measured on the home page).
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 20 } };
export const gzipOptions = { level: 6 };
/**
 * Zstandard at its default level: half brotli's CPU at quality 3 for 1–2 % more bytes (a member's page of 31 KB: 84
 * against 173 µs, 8,226 against 8,108 B), the most of it for pages rendered for one member (decision 0137).
 */
export const zstdOptions = { params: { [constants.ZSTD_c_compressionLevel]: 3 } };
const zstdBuffer = promisify(zstdCompress);
const zstdInline = keptZstd(zstdOptions);
const brotliBuffer = promisify(brotliCompress);
const gzipBuffer = promisify(gzip);

export type Encoding = 'zstd' | 'br' | 'gzip';
const encodings: Encoding[] = ['zstd', 'br', 'gzip'];
const named = /(?:^|,)\s*zstd\s*(?:[,;]|$)/i;

/** Negotiated encodings by Accept-Encoding value: clients send a handful of distinct values. */
const negotiated = new Map<string, Encoding | null>();

/**
 * The encoding to answer with for an Accept-Encoding header (q-values honoured; between equals zstd, then brotli), or
 * none. Zstandard only when the client names it: a `*` may come from a client older than it.
 */
export function negotiate(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
    const offered = named.test(acceptEncoding) ? encodings : encodings.slice(1);
    encoding = (negotiator.encoding(offered, { preferred: offered }) as Encoding | undefined) ?? null;
    if (negotiated.size < 100) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * The bodies of answers the site made whole in memory (a rendered page, a JSON text, a compressed body), kept beside
 * their Response with their status text: reading one back through `arrayBuffer()` or `clone()` (or, for an answer of
 * Hono's `c.body`, through `body` and `statusText` too) turns @hono/node-server's light response into a whole web
 * Response (a copy of the body and a stream), which cost a page more than its compression (decision 0121). An answer
 * not found here (made by a library) is read the slow way.
 */
const wholeBodies = new WeakMap<Response, { body: Uint8Array | string; statusText: string }>();

type WholeBody = Uint8Array<ArrayBuffer> | string;
type WholeKind = new (body: WholeBody, init: ResponseInit) => Response;
const wholeKinds = new WeakMap<typeof Response, WholeKind>();

/**
 * The light response's kind whose status text and `body` are answered from what it was made of: React Router asks
 * both of every page's answer (`isResponse`), which built the whole web Response of every page for nothing (2.6 % of
 * a member's page, decision 0163). `body` is a stream of the same bytes, made when first asked; its one chunk is the
 * recorded bytes themselves (shared with a cache, never to be written to), and reading it does not mark the answer
 * used: `bodyUsed`, `text()`, `arrayBuffer()` and `clone()` are the light response's own, and build it whole. Made
 * from the `Response` of the moment: @hono/node-server puts its light one in place when the server starts.
 */
function wholeKindOf(base: typeof Response): WholeKind {
  let kind = wholeKinds.get(base);
  if (!kind) {
    kind = class WholeAnswer extends base {
      readonly #bytes: WholeBody;
      readonly #statusText: string;
      #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;
      constructor(body: WholeBody, init: ResponseInit) {
        super(body, init);
        this.#bytes = body;
        this.#statusText = init.statusText ?? '';
      }
      override get statusText() {
        return this.#statusText;
      }
      override get body() {
        const bytes = this.#bytes;
        return (this.#stream ??= new ReadableStream({
          start(controller) {
            controller.enqueue(typeof bytes === 'string' ? bytesOf(Buffer.from(bytes)) : bytes);
            controller.close();
          },
        }));
      }
    };
    wholeKinds.set(base, kind);
  }
  return kind;
}

/** An answer whose body the layers after it can read without a stream. */
export function wholeAnswer(body: WholeBody, init: ResponseInit): Response {
  const WholeAnswer = wholeKindOf(globalThis.Response);
  const answer = new WholeAnswer(body, init);
  wholeBodies.set(answer, { body, statusText: answer.statusText });
  return answer;
}

/**
 * A Buffer's bytes as a plain Uint8Array: a view over the same memory, not a copy. For a whole page (50–100 KB, made
 * by Buffer.concat, which gives a page its own memory of its exact size): copying it once more per answer added that
 * much to what the answers in flight hold until the next collection. A small Buffer shares an 8 KB pool, and zlib's
 * output is a slice of its chunk: those are copied where they are kept, so a cache holds only their bytes.
 */
export function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Records the body an answer was made with by Hono's `c.body`, which takes no status text (an empty one is recorded;
 * the site gives none to its JSON answers): the answer is returned. Unlike `wholeAnswer`'s, such an answer still
 * builds itself whole when asked `body` or `statusText` directly; the compression asks the record.
 */
export function keepWholeBody(response: Response, body: Uint8Array | string): Response {
  wholeBodies.set(response, { body, statusText: '' });
  return response;
}

/** The answer's body as bytes: from the record when the site made it whole, otherwise read (from a copy if asked). */
export async function bodyBytes(response: Response, { copy = false } = {}): Promise<Uint8Array> {
  const whole = wholeBodies.get(response)?.body;
  if (whole !== undefined) return typeof whole === 'string' ? Buffer.from(whole) : whole;
  return new Uint8Array(await (copy ? response.clone() : response).arrayBuffer());
}

/** The answer's status text, from the record when the site made it whole (asked of a light response, it builds it whole). */
export const statusTextOf = (response: Response): string =>
  wholeBodies.get(response)?.statusText ?? response.statusText;

/** Whether the answer's body is recorded whole (no stream to read). */
export const hasWholeBody = (response: Response): boolean => wholeBodies.has(response);

/**
 * Bodies up to this size are compressed on the main thread (a page of 40 KB: about 0.25 ms): handing one to libuv's
 * thread pool and back cost more of the machine's CPU than compressing it (decision 0121).
 */
const compressedInlineUpTo = 128 * 1024;

/** Compresses a whole body: at once when short, on libuv's thread pool when long. */
export async function compressBytes(input: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const inline = input.byteLength <= compressedInlineUpTo;
  switch (encoding) {
    case 'zstd':
      return inline ? zstdInline(input) : new Uint8Array(await zstdBuffer(input, zstdOptions));
    case 'br':
      return new Uint8Array(
        inline ? brotliCompressSync(input, brotliOptions) : await brotliBuffer(input, brotliOptions),
      );
    case 'gzip':
      return new Uint8Array(inline ? gzipSync(input, gzipOptions) : await gzipBuffer(input, gzipOptions));
  }
}

/** Bodies shorter than this are sent as they are. */
export const compressFrom = 1024;

/** A body shared between answers (a cached page, a cached JSON answer): compressed at most once per encoding. */
export interface SharedBody {
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

export function sharedBody(bytes: Uint8Array<ArrayBuffer>): SharedBody {
  return { bytes, encoded: {} };
}

/** The shared body in the encoding the client accepts (compressed on first use), or as it is. */
export async function encodeShared(
  body: SharedBody,
  acceptEncoding: string | null | undefined,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; encoding: Encoding | null }> {
  const encoding = body.bytes.byteLength >= compressFrom ? negotiate(acceptEncoding) : null;
  if (!encoding) return { bytes: body.bytes, encoding: null };
  return { bytes: (body.encoded[encoding] ??= await compressBytes(body.bytes, encoding)), encoding };
}

/** The headers of an answer with this (possibly encoded) body. */
export function setBodyHeaders(headers: Headers, body: { bytes: Uint8Array; encoding: Encoding | null }): Headers {
  headers.set('content-length', String(body.bytes.byteLength));
  if (body.encoding) {
    headers.set('content-encoding', body.encoding);
    headers.append('vary', 'Accept-Encoding');
  }
  return headers;
}
