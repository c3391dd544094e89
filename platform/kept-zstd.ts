import { constants, createZstdCompress, zstdCompressSync, type ZstdOptions } from 'node:zlib';

/** What Node's zlib streams keep inside: the native compressor and the counts it writes back after each call. */
interface Internals {
  _handle?: {
    writeSync(
      flush: number,
      input: Uint8Array,
      inOff: number,
      inLen: number,
      out: Buffer,
      outOff: number,
      outLen: number,
    ): void;
  };
  _writeState?: Uint32Array;
  destroyed: boolean;
}

/** A stream to drive: its error is thrown by the call that met it, so the event (emitted later) is only listened to. */
function newEngine(options: ZstdOptions): Internals {
  const stream = createZstdCompress(options);
  stream.on('error', () => {});
  return stream as unknown as Internals;
}

/**
 * Zstandard in one call with one compression context kept between bodies. Node's `zstdCompressSync`
 * builds a stream and a native context for every body; under load that cost a member's page 6–12 % of its CPU
 * (decision 0159). Node has no public call that resets a one-call compressor, so this drives the stream's native handle
 * the way Node's own `zstdCompressSync` does; on a Node whose streams lack that handle, it is `zstdCompressSync`.
 * Brotli is not kept so: a new body needs its stream reset, which forgets the quality (a body took 150 times longer).
 */
export function keptZstd(options: ZstdOptions): (input: Uint8Array) => Uint8Array<ArrayBuffer> {
  let engine: Internals | undefined;
  // Most pages compress to less than this: one call, one copy out.
  const scratch = Buffer.allocUnsafe(32 * 1024);
  const once = (input: Uint8Array) => new Uint8Array(zstdCompressSync(input, options));
  return (input) => {
    engine ??= newEngine(options);
    const handle = engine._handle;
    const state = engine._writeState;
    if (!handle || !state || typeof handle.writeSync !== 'function') return once(input);
    const parts: Buffer[] = [];
    let offset = 0;
    let left = input.byteLength;
    for (;;) {
      handle.writeSync(constants.ZSTD_e_end, input, offset, left, scratch, 0, scratch.length);
      if (engine.destroyed) {
        // The handle reported an error (and destroyed its stream): the next body gets a new one.
        engine = undefined;
        throw new Error('Zstandard compression failed');
      }
      const [outLeft = 0, inLeft = 0] = state;
      parts.push(Buffer.from(scratch.subarray(0, scratch.length - outLeft)));
      offset += left - inLeft;
      left = inLeft;
      // Room left in the output: the frame is whole, and the context starts the next body's frame afresh.
      if (outLeft !== 0) break;
    }
    return new Uint8Array(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
  };
}
