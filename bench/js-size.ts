/**
 * JavaScript budget: the compressed size of every script the home page (/) loads on first visit, read from
 * the React Router manifest of a build: the entry and the modules of the routes that draw / (root, the shell layout,
 * home) with their imports. The manifest file itself is not fetched: with lazy route discovery (React Router's
 * default) the page inlines the part it needs in its HTML. Brotli is what the server sends (precompressed at build
 * time); gzip is shown for comparison.
 *   npx tsx bench/js-size.ts       BUILD_DIR (build-bench; built when missing)
 * Budget: ≤ 100 KB compressed (issue 17; it was 120 KB at first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET = 100 * 1024;
const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const clientDir = path.join(buildDir, 'client');

if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface RouteEntry {
  parentId?: string;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
  url: string;
}

const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) throw new Error(`no React Router manifest in ${clientDir}/assets`);
const manifestSource = readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
) as Manifest;

const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
// The home route and its parents, up to the root.
const chain: string[] = [];
for (let id: string | undefined = 'routes/home'; id; id = manifest.routes[id]?.parentId) chain.unshift(id);
if (chain[0] !== 'root')
  throw new Error(`routes/home does not lead to the root in the manifest (${chain.join(' < ')})`);
for (const id of chain) {
  const route = manifest.routes[id]!;
  for (const f of [route.module, ...(route.imports ?? []), route.clientLoaderModule, route.hydrateFallbackModule])
    if (f) files.add(f);
}

let raw = 0;
let br = 0;
let gz = 0;
const rows: [string, number, number, number][] = [];
for (const file of files) {
  const data = readFileSync(path.join(clientDir, file));
  const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
  const g = gzipSync(data, { level: 9 }).byteLength;
  rows.push([file, data.byteLength, b, g]);
  raw += data.byteLength;
  br += b;
  gz += g;
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`.padStart(10);
console.log('file'.padEnd(52), 'raw'.padStart(10), 'brotli'.padStart(10), 'gzip'.padStart(10));
for (const [f, r, b, g] of rows.sort((a, b) => b[2] - a[2])) console.log(f.padEnd(52), kb(r), kb(b), kb(g));
console.log('total'.padEnd(52), kb(raw), kb(br), kb(gz));
console.log(
  `budget ≤ ${BUDGET / 1024} KB compressed: ${br <= BUDGET ? 'met' : 'EXCEEDED'} (brotli ${kb(br).trim()}, gzip ${kb(gz).trim()})`,
);
if (br > BUDGET) process.exitCode = 1;
