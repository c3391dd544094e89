/**
 * Answers that leave with the headers of the first answer of their kind (decision 0124). A JSON answer kept whole
 * (a media's details, a public list, the caller's own record) gets the same headers on every request of the same kind:
 * the layers around the API (security headers, Cache-Control and Vary, compression, ETag) run for the first one, the
 * process's outermost layer records the headers it left with, and the next ones of that kind are made with them at
 * once and let through by every layer. Headers kept as a plain record are written by @hono/node-server without a
 * web `Headers` object, as a bare route's are.
 */

/** The headers an answer left with, by the kind of request it answered. */
export type FinishedHeads = Map<string, Readonly<Record<string, string>>>;

const finished = new WeakSet<Response>();
/** Answers whose headers are to be recorded once the layers have set them: where, and under which kind. */
const toRecord = new WeakMap<Response, { heads: FinishedHeads; kind: string }>();

/** An answer made with the recorded headers of its kind: the layers let it through as it is. */
export function finishedAnswer(body: Uint8Array<ArrayBuffer>, heads: Readonly<Record<string, string>>): Response {
  const answer = new Response(body, { status: 200, headers: heads });
  finished.add(answer);
  return answer;
}

/** Whether the answer already has every header it leaves with (the layers have nothing to add). */
export const isFinished = (response: Response): boolean => finished.has(response);

/** Asks the outermost layer to record the headers this answer leaves with, as those of its kind. */
export function recordWhenSent(response: Response, heads: FinishedHeads, kind: string): Response {
  toRecord.set(response, { heads, kind });
  return response;
}

/**
 * Called by the outermost layer with the answer as it leaves: records its headers when it is the answer a handler
 * asked to record (not one a layer replaced, such as a 304), whole and successful, and setting no cookie.
 */
export function recordSent(response: Response): void {
  const asked = toRecord.get(response);
  if (!asked) return;
  toRecord.delete(response);
  if (response.status !== 200 || response.headers.has('set-cookie')) return;
  asked.heads.set(asked.kind, Object.fromEntries(response.headers));
}
