import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** npm start: build once when no build exists, then run the production server. */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
  console.log('Aucun build trouvé : construction du site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server.ts');
