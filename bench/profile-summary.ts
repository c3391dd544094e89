/**
 * Where the CPU time of a V8 profile (node --cpu-prof) went, as self time: by package (node_modules/<pkg>), by the
 * site's own folders, node's built-in modules, and GC / idle / program; then the heaviest functions with their file,
 * and which builds (development or production) of the libraries ran.
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [--from <µs>] [--to <µs>] [--top 25]
 * --from / --to keep only the samples in that window of the profile's clock (microseconds of the monotonic clock,
 * the one process.hrtime reads in any process of the machine): bench/render.ts passes the load's start and end, so
 * the start-up (migrations, seeding) is left out.
 * The site runs as a bundle (build…/server/*.js); each module of it starts with a `// path/of/module.ts` line, which
 * traces a function back to its source module, and so to its folder or to the package it was bundled from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SummaryOptions {
  /** Window of the profile's clock, in microseconds. */
  from?: number;
  to?: number;
  /** How many functions to list. */
  top?: number;
  /** The checkout the site runs from (paths are shown relative to it). */
  root?: string;
}

const special: Record<string, string> = {
  '(garbage collector)': 'GC',
  '(idle)': 'idle',
  '(program)': 'program (V8 and native code outside JavaScript)',
  '(root)': 'program (V8 and native code outside JavaScript)',
};

/** For a bundled file: the first line of each module and its source path, in order. */
const moduleMarks = new Map<string, { line: number; source: string }[]>();
function marksOf(file: string) {
  let marks = moduleMarks.get(file);
  if (!marks) {
    marks = [];
    if (existsSync(file)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, line) => {
          const m = /^\/\/ ((?:[\w@.-]+\/)+[\w@.-]+\.[cm]?[jt]sx?)(?:\?\w+)?$/.exec(text);
          if (m) marks!.push({ line, source: m[1] });
        });
    }
    moduleMarks.set(file, marks);
  }
  return marks;
}

/** The source module a line of a bundled file belongs to, if the bundle names it. */
function sourceOf(file: string, line: number): string | undefined {
  let found: string | undefined;
  for (const mark of marksOf(file)) {
    if (mark.line > line) break;
    found = mark.source;
  }
  return found;
}

/** A package name from a path holding node_modules/ (scoped packages keep their scope). */
function packageOf(file: string): string | undefined {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first, second] = file.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

interface Place {
  group: string;
  file: string;
  /** The file names a module of the bundle, with the bundle's file and line. */
  bundled?: boolean;
}

/** Which group a frame's self time counts for, and the file shown for it. */
function placeOf(frame: CallFrame, root: string): Place {
  const name = special[frame.functionName];
  if (name) return { group: name, file: '' };
  const url = frame.url;
  if (!url) return { group: 'native (V8 built-ins, C++ bindings)', file: '(native)' };
  if (url.startsWith('node:')) return { group: 'node (built-in modules)', file: url };
  if (url.startsWith('wasm:')) return { group: 'WebAssembly (PGlite: PostgreSQL compiled to wasm)', file: url };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const relative = path.relative(root, file);
  const pkg = packageOf(relative);
  if (pkg) return { group: `package ${pkg}`, file: relative.slice(relative.lastIndexOf('node_modules/')) };
  const source = sourceOf(file, frame.lineNumber);
  if (source) {
    const bundledPkg = packageOf(source);
    const where = `(${path.basename(relative)}:${frame.lineNumber + 1})`;
    if (bundledPkg) return { group: `package ${bundledPkg} (bundled)`, file: `${source} ${where}`, bundled: true };
    const parts = source.split('/');
    const folder = parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
    return { group: `site ${folder}/`, file: `${source} ${where}`, bundled: true };
  }
  return { group: relative.startsWith('..') ? `other ${file}` : `site ${relative}`, file: relative };
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(8) + ' ms';
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1).padStart(5)} %`;

export function summarize(profile: CpuProfile, options: SummaryOptions = {}): string {
  const root = options.root ?? process.cwd();
  const top = options.top ?? 25;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByNode = new Map<number, number>();
  let time = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    // A sample stands for the time until the next one.
    const duration = profile.timeDeltas[i + 1] ?? 0;
    if ((options.from !== undefined && time < options.from) || (options.to !== undefined && time > options.to)) {
      continue;
    }
    selfByNode.set(profile.samples[i], (selfByNode.get(profile.samples[i]) ?? 0) + duration);
    total += duration;
  }

  const groups = new Map<string, number>();
  const functions = new Map<string, { name: string; file: string; self: number }>();
  const builds = new Map<string, number>();
  for (const [id, self] of selfByNode) {
    const frame = nodes.get(id)!.callFrame;
    const place = placeOf(frame, root);
    groups.set(place.group, (groups.get(place.group) ?? 0) + self);
    if (!place.file) continue;
    const key = `${frame.functionName}|${place.file}|${frame.lineNumber}`;
    const entry = functions.get(key) ?? {
      name: frame.functionName || '(anonymous)',
      file: place.file === '(native)' || place.bundled ? place.file : `${place.file}:${frame.lineNumber + 1}`,
      self: 0,
    };
    entry.self += self;
    functions.set(key, entry);
    if (/\/(development|production)\/|\.(development|production)(\.min)?\.[cm]?js/.test(place.file)) {
      // The build is in the folder's name (react-router/dist/development/) or in the file's (react-dom/cjs/….production.js).
      const file = /\/(development|production)\//.test(place.file) ? place.file.replace(/\/[^/]*$/, '/') : place.file;
      builds.set(file, (builds.get(file) ?? 0) + self);
    }
  }

  const idle = groups.get('idle') ?? 0;
  const lines: string[] = [];
  lines.push(
    `samples: ${(total / 1e6).toFixed(1)} s of profile, busy (not idle) ${((total - idle) / 1e6).toFixed(1)} s`,
  );
  lines.push('', 'self time by group (% of busy time):');
  for (const [group, self] of [...groups].sort((a, b) => b[1] - a[1])) {
    lines.push(`${ms(self)} ${group === 'idle' ? '       ' : pct(self, total - idle)}  ${group}`);
  }
  lines.push('', `top ${top} functions by self time (% of busy time):`);
  for (const f of [...functions.values()].sort((a, b) => b.self - a.self).slice(0, top)) {
    lines.push(`${ms(f.self)} ${pct(f.self, total - idle)}  ${f.name}  ${f.file}`);
  }
  if (builds.size) {
    lines.push('', 'library builds that ran (folders with development/production in the path):');
    for (const [folder, self] of [...builds].sort((a, b) => b[1] - a[1])) lines.push(`${ms(self)}  ${folder}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : undefined;
  };
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) {
    console.error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--from µs] [--to µs] [--top 25]');
    process.exit(1);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(summarize(profile, { from: flag('from'), to: flag('to'), top: flag('top') }));
}
