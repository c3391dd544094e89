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
  errored?: unknown;
}

/** A stream to drive: its error is thrown by the call that met it, so the event (emitted later) is only listened to. */
function newEngine(options: ZstdOptions): Internals {
  const stream = createZstdCompress(options);
  stream.on('error', () => {});
  return stream as unknown as Internals;
}

/**
 * More than Zstandard can write for `size` bytes (its `ZSTD_COMPRESSBOUND` is the bytes, 1/256 more and a frame's
 * overhead; this is 1/128 more and 1 KB): with that much room, one call writes the whole frame.
 */
const roomFor = (size: number) => size + (size >> 7) + 1024;

/**
 * Zstandard in one call with one compression context kept between bodies. Node's `zstdCompressSync`
 * builds a stream and a native context for every body; under load that cost a member's page 3–12 % of its CPU
 * (decision 0159). Node has no public call that resets a one-call compressor, so this drives the stream's native handle
 * the way Node's own `zstdCompressSync` does; on a Node whose streams lack that handle, it is `zstdCompressSync`.
 * The output is written into memory kept too, grown to the largest body's room, and copied out once.
 * Brotli is not kept so: a new body needs its stream reset, which forgets the quality (a body took 150 times longer).
 */
export function keptZstd(options: ZstdOptions): (input: Uint8Array) => Uint8Array<ArrayBuffer> {
  let engine: Internals | undefined;
  let scratch = Buffer.allocUnsafe(roomFor(64 * 1024));
  const once = (input: Uint8Array) => new Uint8Array(zstdCompressSync(input, options));
  return (input) => {
    engine ??= newEngine(options);
    const handle = engine._handle;
    const state = engine._writeState;
    if (!handle || !state || typeof handle.writeSync !== 'function') return once(input);
    if (scratch.length < roomFor(input.byteLength)) scratch = Buffer.allocUnsafe(roomFor(input.byteLength));
    handle.writeSync(constants.ZSTD_e_end, input, 0, input.byteLength, scratch, 0, scratch.length);
    if (engine.destroyed) {
      // The handle reported an error (and destroyed its stream): the next body gets a new one.
      const cause = engine.errored;
      engine = undefined;
      throw new Error('Zstandard compression failed', { cause });
    }
    const [outLeft = 0, inLeft = 0] = state;
    // Not all read, or no room left (the frame may go on): never with that much room, but then the one-call way.
    if (inLeft !== 0 || outLeft === 0) {
      engine = undefined;
      return once(input);
    }
    // The frame is whole, and the context starts the next body's frame afresh.
    return new Uint8Array(scratch.subarray(0, scratch.length - outLeft));
  };
}
