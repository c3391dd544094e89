import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { localeFiles } from './scripts/vite-strings.ts';

/** A TypeScript module named by URL in server code: a worker thread's module (platform/worker.ts). */
const moduleUrl = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * The process joins React Router's server build: server.ts becomes build/server/server.js beside index.js (the web
 * app), sharing its modules, so one copy of each runs. Each worker thread's module becomes an entry of its own
 * (db/pglite-worker.ts → build/server/db/pglite-worker.js) and the URL that names it points there.
 */
function serverEntries(): Plugin {
  // Stands for the built file's path relative to the chunk, known once chunks are named.
  const placeholder = 'built-worker-module:';
  return {
    name: 'server-entries',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: path.resolve(this.environment.config.root, 'server.ts'),
        fileName: 'server.js',
      });
    },
    async transform(code, id) {
      if (!code.includes('import.meta.url')) return;
      let out = code;
      for (const [match, , specifier] of code.matchAll(moduleUrl)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`worker module not found: ${specifier}`);
        const fileName = path.relative(this.environment.config.root, resolved.id).replace(/\.ts$/, '.js');
        const ref = this.emitFile({ type: 'chunk', id: resolved.id, fileName });
        out = out.replace(match, `new URL('${placeholder}${ref}', import.meta.url)`);
      }
      return out === code ? undefined : { code: out, map: null };
    },
    renderChunk(code, chunk) {
      if (!code.includes(placeholder)) return;
      const from = path.posix.dirname(chunk.fileName);
      // A reference id is not only word characters (it may hold a $): it runs to the closing quote.
      return code.replace(new RegExp(`${placeholder}([^'"]+)`, 'g'), (_, ref: string) => {
        const relative = path.posix.relative(from, this.getFileName(ref));
        return relative.startsWith('.') ? relative : `./${relative}`;
      });
    },
  };
}

/**
 * React Router's package names only its development build (dev warnings on) in its exports, for browsers and Node
 * alike; a production build takes its production twin, bundled into the server too so Node does not load the other.
 */
const productionAliases = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * The browser's code that every page runs, in one file: React, React DOM and React Router, and the site's shell
 * (header, menus, footer, banner), its translator and the small components of every page (the schema.org block of the
 * home, media, church and association pages among them: apart, its 0.25 KB were a file of their own). Brotli compresses
 * a file as a whole: the first load of / is 5 KB smaller than in the dozen pieces the bundler cuts by default, 0.7 KB
 * smaller than with the shell apart; the price is that a change of the shell makes returning visitors fetch React again
 * (decision 0074).
 */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules\/(react|react-dom|scheduler|react-router)\/|app\/(page\.ts|components\/(shell\/|JsonLd\.tsx)|i18n\/(translator|instance|use-t|languages|strings)\.ts|components\/ui\/((Icon|Button|Card)\.tsx|cx\.ts))/,
  },
];

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), serverEntries(), localeFiles()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  ssr: { noExternal: command === 'build' ? ['react-router', '@react-router/node'] : [] },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === '1' },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
}));
