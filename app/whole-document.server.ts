const modulePreload = /<link rel="modulepreload"/g;
const headEnd = Buffer.from('</head>');

/**
 * Gives the `<link rel="modulepreload">` hints React Router writes into <head> a low fetch priority. At their default
 * (high) priority ~140 KB of JavaScript competes with the stylesheet, the fonts and the banner picture before the
 * first paint (Lighthouse on a media page: first paint 2.4 s → 0.9 s); low, they still fetch the whole module graph
 * at once for hydration, without the waterfall of imports found one after another. Only the head is decoded.
 */
export function lowPriorityModulePreloads(document: Buffer): Buffer {
  const end = document.indexOf(headEnd);
  // A document without </head> (an error page cut short) is passed on as it came.
  if (end === -1) return document;
  const head = document.subarray(0, end).toString('utf8').replace(modulePreload, '$& fetchpriority="low"');
  return Buffer.concat([Buffer.from(head), document.subarray(end)]);
}

/**
 * React's rendered chunks, once the whole document is ready, as one buffer: sent with its length and compressed in
 * one call off the main thread (server/compress.ts), rather than a stream of small writes each compressed on the main
 * thread.
 */
export async function wholeDocument(stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }): Promise<Buffer> {
  await stream.allReady;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
