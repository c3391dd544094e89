import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentsDir, documentsIndex } from './documents.ts';

/**
 * The W3C Nu HTML Checker (vnu-jar, Java) over every document the browser tests loaded (./documents.ts), in one start
 * of Java: fails listing each error, by document (decision 0102). Run after the browser tests (scripts/test.ts), or
 * by hand after a spec: npm run test:html
 */
interface Message {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const started = performance.now();
const files = existsSync(documentsDir) ? readdirSync(documentsDir).filter((name) => name.endsWith('.html')) : [];
if (files.length === 0) {
  console.error(`Aucun document à vérifier dans ${documentsDir} : les tests navigateur ont-ils tourné ?`);
  process.exit(1);
}
const what = new Map(
  readFileSync(documentsIndex, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]),
);

const jar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));
const run = spawnSync(
  'java',
  [
    // One short run: the quick compiler only and the serial collector halve its CPU time (7.6 s for 315 documents,
    // against 15.7 s); that compiler needs a deeper stack than the default for the checker's schema.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-Xss2m',
    '-jar',
    jar,
    '--errors-only',
    '--format',
    'json',
    '--stdout',
    ...files.map((f) => path.join(documentsDir, f)),
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (run.error || !run.stdout) {
  console.error(`Le vérificateur HTML n'a pas tourné (java -jar ${jar}) : ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}
const { messages } = JSON.parse(run.stdout) as { messages: Message[] };
const errors = messages.filter((m) => m.type !== 'info');
const byDocument = new Map<string, Message[]>();
for (const m of errors) {
  const file = m.url ? path.basename(m.url) : '?';
  byDocument.set(file, [...(byDocument.get(file) ?? []), m]);
}
for (const [file, found] of byDocument) {
  console.log(`\n${what.get(file) ?? file} (${path.join(documentsDir, file)})`);
  for (const m of found)
    console.log(
      `  ${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ')}`,
    );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nHTML (Nu HTML Checker) : ${files.length} documents, ${errors.length} erreurs sur ${byDocument.size} documents, ${seconds} s`,
);
process.exit(errors.length === 0 ? 0 : 1);
