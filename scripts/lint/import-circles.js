import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `circles/no-import-circle`: no file reaches itself through the project's imports, type-only imports included
 * (import-x/no-cycle skips those; a circle of types still ties the modules together). The project's graph is read
 * from the files on disk once per run; the file being linted contributes the imports of its current text.
 */

const specifier = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)['"]/g;
const candidates = (target) => [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];

function resolveFrom(file, source) {
  if (!source.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(file), source.split('?')[0]);
  return candidates(target).find((c) => existsSync(c) && statSync(c).isFile());
}

/** Each file's project imports, as written on disk (read once per file and run). */
const importsOnDisk = new Map();
function importsOf(file) {
  let found = importsOnDisk.get(file);
  if (!found) {
    found = [];
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // A file that vanished during the run imports nothing.
    }
    for (const [, source] of text.matchAll(specifier)) {
      const target = resolveFrom(file, source);
      if (target) found.push(target);
    }
    importsOnDisk.set(file, found);
  }
  return found;
}

/** The way from `start` back to `goal` through the imports on disk, or undefined. */
function wayBack(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const way = [];
        for (let at = next; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
        return way;
      }
      queue.push(next);
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles between the files of the project, type-only imports included.' },
    schema: [],
    messages: {
      circle:
        'Import circle: {{way}}. Break it: move the shared piece (often a type) into a module both can import, or let the lower module take it as a parameter (docs/ARCHITECTURE.md §4, decision 0090).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveFrom(file, node.source.value);
      if (!target || target === file) return;
      const way = wayBack(target, file);
      if (way) {
        const names = [file, ...way].map((f) => path.relative(root, f));
        context.report({ node: node.source, messageId: 'circle', data: { way: names.join(' → ') } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-import-circle': rule } };
