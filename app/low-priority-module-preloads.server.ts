import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

const modulePreload = /<link rel="modulepreload"/g;

/**
 * Gives the `<link rel="modulepreload">` hints React Router writes into <head> a low fetch priority. At their default
 * (high) priority ~140 KB of JavaScript competes with the stylesheet, the fonts and the banner picture before the
 * first paint (Lighthouse on a media page: first paint 2.4 s → 0.9 s); low, they still fetch the whole module graph
 * at once for hydration, without the waterfall of imports found one after another.
 */
export class LowPriorityModulePreloads extends Transform {
  #decoder = new StringDecoder('utf8');
  /** The document up to </head>, until it has all arrived; null once passed on. */
  #head: string | null = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#write(this.#decoder.write(chunk));
    done();
  }

  override _flush(done: TransformCallback): void {
    this.#write(this.#decoder.end());
    // A document without </head> (an error page cut short) is passed on as it came.
    if (this.#head) this.push(this.#head);
    done();
  }

  #write(text: string): void {
    if (this.#head === null) {
      if (text) this.push(text);
      return;
    }
    this.#head += text;
    const end = this.#head.indexOf('</head>');
    if (end === -1) return;
    this.push(this.#head.slice(0, end).replace(modulePreload, '$& fetchpriority="low"') + this.#head.slice(end));
    this.#head = null;
  }
}
