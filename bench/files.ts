/**
 * The file store's throughput, on the local folder and on a bucket of a local S3-protocol server (s3rver), printed:
 *   1. upload: one file streamed in with putStream (multipart on S3), MB/s; and the memory an upload holds at most;
 *   2. ranges: 1 MB byte ranges read at random places (as a player seeking in a video), MB/s and reads/s;
 *   3. whole: the same file read whole, MB/s.
 *   NODE_OPTIONS=--expose-gc npx tsx bench/files.ts     BENCH_MB (100), BENCH_RANGES (200)
 * s3rver runs in a process of its own (the memory figure is the site's alone) on a loopback ephemeral port; it is
 * JavaScript on the same two cores, writing parts to disk then joining them: its figures are a floor for a real
 * service, not a forecast. What they show is that the site streams without holding a file in memory.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../platform/config.ts';
import { openFileStore } from '../platform/file-stores.ts';
import { localFileStore, type FileStore } from '../platform/files.ts';

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_MB ?? 100);
const ranges = Number(process.env.BENCH_RANGES ?? 200);

/** sizeMb megabytes in 1 MB pieces, made as they are read (the bench holds none of them). */
function source(): Readable {
  const piece = Buffer.alloc(MB);
  for (let i = 0; i < MB; i++) piece[i] = (i * 31) % 251;
  return Readable.from(
    (function* () {
      for (let i = 0; i < sizeMb; i++) yield piece;
    })(),
    { objectMode: false },
  );
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.length;
  return bytes;
}

/**
 * The most JavaScript heap and buffers an upload holds, garbage collected at each sample (the RSS would keep what an
 * earlier run freed): a second upload, apart from the timed one, as collecting slows it down. Needs --expose-gc.
 */
async function memoryHeld(store: FileStore): Promise<string> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return 'memory: run with NODE_OPTIONS=--expose-gc';
  const held = () => {
    gc();
    return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  };
  const before = held();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 100);
  await store.putStream('bench/memoire.mp4', source());
  clearInterval(sampler);
  await store.remove('bench/memoire.mp4');
  return `memory held +${((peak - before) / MB).toFixed(0)} MB at most`;
}

async function measure(name: string, store: FileStore): Promise<void> {
  const key = 'bench/video.mp4';
  let started = performance.now();
  const { size } = await store.putStream(key, source());
  const uploadS = (performance.now() - started) / 1000;

  started = performance.now();
  let read = 0;
  for (let i = 0; i < ranges; i++) {
    const start = Math.floor(Math.random() * (size - MB));
    read += await drain(store.read(key, { start, end: start + MB - 1 }));
  }
  const rangesS = (performance.now() - started) / 1000;

  started = performance.now();
  const whole = await drain(store.read(key));
  const wholeS = (performance.now() - started) / 1000;
  if (whole !== size || read !== ranges * MB) throw new Error(`${name}: ${whole} / ${read} octets lus`);

  console.log(
    `${name.padEnd(6)} upload ${sizeMb} MB: ${(sizeMb / uploadS).toFixed(0)} MB/s (${uploadS.toFixed(1)} s, ` +
      `${await memoryHeld(store)}) | ${ranges} ranges of 1 MB: ` +
      `${((ranges * MB) / MB / rangesS).toFixed(0)} MB/s, ${(ranges / rangesS).toFixed(0)} reads/s | ` +
      `whole: ${(size / MB / wholeS).toFixed(0)} MB/s`,
  );
  await store.remove(key);
}

const dir = mkdtempSync(path.join(tmpdir(), 'mission-bench-files-'));
const s3Dir = mkdtempSync(path.join(tmpdir(), 'mission-bench-s3-'));
const server = spawn(
  process.execPath,
  [
    'node_modules/s3rver/bin/s3rver.js',
    '-d',
    s3Dir,
    '-a',
    '127.0.0.1',
    '-p',
    '0',
    '--silent',
    '--configure-bucket',
    'bench',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
try {
  let out = '';
  let port = 0;
  while (!port) {
    const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
    out += chunk.toString();
    port = Number(/listening on [\d.]+:(\d+)/.exec(out)?.[1] ?? 0);
  }
  await measure('local', localFileStore(dir));
  const env = {
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  await measure('s3rver', await openFileStore(loadConfig(env), dir));
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
}
process.exit(0);
