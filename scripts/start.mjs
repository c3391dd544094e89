// npm start: build once when there is no build, then run the production server with plain node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'server.js');
if (!existsSync(entry)) {
  console.log('Aucun build trouvé : construction du site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(entry).href);
