import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { readHandoff } from './handoff.server.ts';

interface Options {
  nonce: string;
  /** After this long the render is abandoned: what is missing is left to the browser (React's client render). */
  timeoutMs: number;
  /** An error in the render; shellReady: the document was already begun (the error is in a part of it). */
  onError(error: unknown, shellReady: boolean): void;
}

/**
 * The whole document, rendered once everything is ready, as one buffer, when it cannot be drawn at once
 * (`renderDocumentAtOnce`: a part waits, on a lazy module or a promise, or fails). No page streams,
 * so waiting costs the visitor nothing, and the document leaves with its length, compressed in one call
 * (server/compress.ts), rather than as many small writes each compressed on their own.
 * Node's own build of React's renderer: it writes through a 4 KB buffer (`encodeInto`), where the edge build encoded
 * every piece of text with a TextEncoder of its own (decision 0100).
 */
export function renderDocument(node: ReactNode, { nonce, timeoutMs, onError }: Options): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let shellReady = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      writev(written, done) {
        for (const { chunk } of written) chunks.push(chunk as Buffer);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const timer = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(node, {
      nonce,
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        onError(error, shellReady);
      },
    });
  });
}

/** A document's start, which React's string renderer leaves out (its stream renderer writes it before `<html>`). */
const doctype = '<!DOCTYPE html>';
/**
 * What the stream renderer would have written otherwise: a boundary left to the browser (`<!--$!`, a part that
 * suspended or failed) or still waiting (`<!--$?`), or a script of React's own (a form's replay), which the string
 * renderer writes without the page's nonce.
 */
const notAsStreamed = /<!--\$[!?]|<script(?: id="[^"]*")?>/;

/**
 * The document drawn at once, as one string, when nothing in it waits (./handoff.server.ts); otherwise null, and the
 * page is drawn by `renderDocument`, which waits for it and tells of its errors. React's string renderer writes the
 * same document for a third of the CPU of its stream renderer on a member's page: that one copies every piece of
 * text into its buffer through `encodeInto`, one call each (decision 0139).
 */
export function renderDocumentAtOnce(node: ReactNode): Buffer | null {
  let html: string;
  try {
    html = renderToString(node);
  } catch {
    return null; // drawn again by renderDocument, which reports the error
  }
  if (!html.startsWith('<html') || notAsStreamed.test(html)) return null;
  // The doctype written before the page rather than joined to it: `doctype + html` is a new string, flattened again
  // (about 70 KB of a member's page, the first flattening being `startsWith`'s) only to be encoded.
  const bytes = Buffer.allocUnsafeSlow(doctype.length + Buffer.byteLength(html));
  bytes.write(doctype, 0, 'latin1');
  bytes.write(html, doctype.length);
  return bytes;
}

/**
 * A page of React Router: its hydration data read first (./handoff.server.ts), then drawn at once, or by the stream
 * renderer when a part of it waits or fails. The time allowed (`timeoutMs`) counts from the call: the reading's time
 * is taken from the drawing's.
 */
export async function renderPage(
  context: EntryContext,
  draw: (context: EntryContext) => ReactNode,
  options: Options,
): Promise<Buffer> {
  const deadline = Date.now() + options.timeoutMs;
  await readHandoff(context);
  const node = draw(context);
  return (
    renderDocumentAtOnce(node) ??
    (await renderDocument(node, { ...options, timeoutMs: Math.max(0, deadline - Date.now()) }))
  );
}
