import type { EntryContext } from 'react-router';

const alreadyRead = 'données d’hydratation de React Router déjà lues avant le dessin de la page';

/** A stream already read: any number of readers, each failing if read. */
const readNothing = {
  getReader: () => ({ read: () => Promise.reject(new Error(alreadyRead)) }),
} as unknown as ReadableStream<Uint8Array>;

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads React Router's hydration data (the `serverHandoffStream` its `Scripts` write into the page, chunk by chunk)
 * before the page is drawn, into the cache its `StreamTransfer` reads first (`renderMeta.streamCache`, chunk i under
 * key i, decoded as it decodes them). Drawn afterwards, nothing of the document waits, so it can be drawn at once
 * (./render-document.server.ts). Each chunk keeps its own `<script>`, as when streamed: the same page.
 * The stream ends: React Router closes it once every promise of the data has settled or `streamTimeout` has passed.
 */
export async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta;
  if (!stream || !meta || meta.streamCache) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let i = 0; ; i++) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch (error) {
      // As `StreamTransfer` keeps it: thrown where the chunk would be drawn.
      cache[i] = Object.assign(Promise.resolve(), { error });
      break;
    }
    const { done, value } = read;
    cache[i] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
    if (done) break;
  }
  meta.streamCache = cache;
  // Each drawing of `ServerRouter` takes a reader of the stream and hands it to `StreamTransfer`, which reads it only
  // for a chunk the cache lacks: none. A page drawn a second time (./render-document.server.ts) must not find the
  // stream locked by the first drawing's reader. What takes its place hands out readers that fail if read, rather than
  // wait (a web stream made for each drawing cost 2 % of the vote page).
  context.serverHandoffStream = readNothing;
}
