import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Builds the site into buildDir unless a build is already there. */
export function ensureBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the production server on its own port and data folder; `ready()` resolves once /readyz answers. */
export function startSite(options: { port: number; buildDir: string; dataDir: string }): {
  server: ChildProcess;
  ready(): Promise<void>;
} {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // React picks its production build from NODE_ENV, as in any Node production deployment.
      NODE_ENV: 'production',
      BUILD_DIR: options.buildDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  async function ready() {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('server did not become ready');
  }
  return { server, ready };
}
