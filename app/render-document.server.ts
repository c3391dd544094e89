import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

interface Options {
  nonce: string;
  /** After this long the render is abandoned: what is missing is left to the browser (React's client render). */
  timeoutMs: number;
  /** An error in the render; shellReady: the document was already begun (the error is in a part of it). */
  onError(error: unknown, shellReady: boolean): void;
}

/**
 * The whole document, rendered once everything is ready, as one buffer: no page streams (no page suspends on data),
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
