import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * nginx in front of processes of the site, as docs/deploy/nginx.conf sets it up: that very file, with the test's
 * addresses, ports, folders and a certificate made for the run; for tests/processes/nginx.test.ts and bench/nginx.ts.
 */

/** Debian's nginx (nginx-light), or null when the machine has none. */
export function nginxBinary(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || null;
}

/** Replaces `from` in the text, failing when it is not there: the deploy file and this copy must not drift apart. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`docs/deploy/nginx.conf ne contient plus ${String(from)}`);
  return next;
}

/**
 * docs/deploy/nginx.conf for the test: listening on loopback ports, the processes' ports, the cache in `prefix`, a
 * self-signed certificate, and `$http_host` where the file has `$host` (the test's address carries a port, which
 * `$host` drops and PUBLIC_URL keeps). `extra` goes in the TLS server block.
 */
function testConfig(options: {
  prefix: string;
  port: number;
  redirectPort: number;
  upstreams: string[];
  certificate: string;
  key: string;
  extra?: string;
}): string {
  let site = readFileSync('docs/deploy/nginx.conf', 'utf8');
  site = replaced(site, '/var/cache/nginx/mission', path.join(options.prefix, 'cache'));
  site = replaced(
    site,
    /( {4}server 127\.0\.0\.1:\d+;\n)+/,
    options.upstreams.map((address) => `    server ${address};\n`).join(''),
  );
  site = replaced(site, /\n\s*listen \[::\]:\d+[^;]*;/g, '');
  site = replaced(site, 'listen 80;', `listen 127.0.0.1:${options.redirectPort};`);
  site = replaced(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${options.port} ssl;`);
  site = replaced(site, /ssl_certificate \S+;/, `ssl_certificate ${options.certificate};`);
  site = replaced(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`);
  site = replaced(site, /\$host\b/g, '$http_host');
  if (options.extra) site = replaced(site, '    location / {', `${options.extra}\n    location / {`);
  const temp = (name: string) => `${name}_temp_path ${path.join(options.prefix, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    // Workers as root when the test runs as root: they write the cache and temporary files in the test's folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${path.join(options.prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
  ].join('\n');
}

export interface Nginx {
  url: string;
  /** The master process (its worker is its child). */
  pid: number;
  /** The certificate clients of the test trust. */
  certificate: Buffer;
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx (not as a daemon) with the deploy file in front of `upstreams` (host:port), on loopback `port`. */
export async function startNginx(options: {
  binary: string;
  port: number;
  redirectPort: number;
  upstreams: string[];
  extra?: (prefix: string) => string;
}): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'mission-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const certificate = path.join(prefix, 'site.crt');
  const key = path.join(prefix, 'site.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl : ${made.stderr}`);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, testConfig({ ...options, prefix, certificate, key, extra: options.extra?.(prefix) }));
  const child = spawn(options.binary, ['-p', prefix, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nginx: Nginx = {
    url: `https://127.0.0.1:${options.port}`,
    pid: child.pid!,
    certificate: readFileSync(certificate),
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx s’est arrêté :\n${output}`);
    try {
      await get(nginx, '/healthz');
      return nginx;
    } catch (err) {
      if (Date.now() > until) throw new Error(`nginx ne répond pas : ${String(err)}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request to nginx over TLS, trusting the run's certificate. */
export function get(
  nginx: Nginx,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${nginx.url}${route}`,
      { method: options.method ?? 'GET', headers: options.headers, ca: nginx.certificate },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
