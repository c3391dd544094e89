import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const localesDir = path.resolve(import.meta.dirname, '../locales');

/** Every locales/<lang>/<ns>.json, minified, by its name `lang/ns`, in a stable order. */
function readStrings(): Map<string, string> {
  const strings = new Map<string, string>();
  for (const lang of readdirSync(localesDir).toSorted())
    for (const file of readdirSync(path.join(localesDir, lang)).toSorted())
      if (file.endsWith('.json'))
        strings.set(
          `${lang}/${file.slice(0, -'.json'.length)}`,
          JSON.stringify(JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8'))),
        );
  return strings;
}

/**
 * Where the build serves the strings: `/assets/strings-<version>/<lang>/<ns>.json`, one version for all the files,
 * from their content. The browser makes a file's address from the version alone, with no map of them (decision 0036).
 */
export function stringsBase(strings = readStrings()): string {
  const hash = createHash('sha256');
  for (const [name, json] of strings) hash.update(`${name}\0${json}\0`);
  return `/assets/strings-${hash.digest('base64url').slice(0, 10)}`;
}

/** The version as `import.meta.env.STRINGS_BASE`, for the browser's code and the server's alike. */
export function stringsDefine(base = stringsBase()): Record<string, string> {
  return { 'import.meta.env.STRINGS_BASE': JSON.stringify(base) };
}

/** The strings' files written into the browser build under their version, and served as they are in development. */
export function localeFiles(): Plugin {
  const strings = readStrings();
  const base = stringsBase(strings);
  return {
    name: 'locale-files',
    config: () => ({ define: stringsDefine(base) }),
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [name, json] of strings)
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${name}.json`, source: json });
    },
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const json = readStrings().get(req.url?.replace(/^\/|\.json$/g, '') ?? '');
        if (json === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      });
    },
  };
}
