/**
 * Back-office budget (issue 18): a 200 MB audio file sent to POST /api/admin/files of a production server this script
 * starts, the server's memory (RSS, read from /proc) growing by ≤ 50 MB while it streams the file to the store.
 *   npx tsx bench/admin-upload.ts    BUILD_DIR (build-bench; built when missing), BENCH_PORT (3110),
 *                                    BENCH_UPLOAD_MB (200)
 * The client writes the multipart body as it goes (a WAV header, then silence), never holding the file either; the
 * staff member is the demo administrator of the embedded database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPassword } from '../db/seed/accounts.ts';
import { ensureBuild, startSite } from './support.ts';

const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const port = Number(process.env.BENCH_PORT ?? 3110);
const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const BUDGET = 50 * 1024 * 1024;

ensureBuild(buildDir);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mission-bench-upload-'));
const { server, ready } = startSite({ port, buildDir, dataDir });

function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(44100, 24);
  h.writeUInt32LE(88200, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** Streams one multipart upload; answers the status and body. */
function upload(token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="usage"\r\n\r\nlibre\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="fichier"; filename="long.wav"\r\n` +
      `Content-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const header = wavHeader(size - 44);
  const chunk = Buffer.alloc(256 * 1024);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/files',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(header);
    let left = size - header.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail);
    };
    pump();
  });
}

try {
  await ready();
  const signIn = await fetch(`http://127.0.0.1:${port}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@demo.lephare.example', pass: demoPassword }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  // Warm-up: a small upload brings in the code paths (busboy, file-type) before the baseline is read.
  await upload(data.token, 1024 * 1024);
  const pid = server.pid!;
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);
  const started = performance.now();
  const answer = await upload(data.token, megabytes * 1024 * 1024);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rss(pid));
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const growth = peak - before;
  console.log(`${megabytes} MB sent in ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(0)} MB/s)`);
  console.log(`server RSS: before ${mb(before)}, peak ${mb(peak)}, growth ${mb(growth)}`);
  console.log(`budget ≤ ${mb(BUDGET)} growth: ${growth <= BUDGET ? 'OK' : 'EXCEEDED'}`);
  if (growth > BUDGET) process.exitCode = 1;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
