import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { siteChangeState } from '../platform/site-changes.ts';
import { askRunningSite, listenForCommands } from './admin-socket.ts';

let t: TestContext;
let stop: () => Promise<void>;
const dir = mkdtempSync(path.join(tmpdir(), 'mission-admin-'));
const socketPath = path.join(dir, 'admin.sock');

beforeAll(async () => {
  t = await createTestContext();
  stop = await listenForCommands(t.ctx, socketPath);
});
afterAll(async () => {
  await stop();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes and answers what the site wrote back. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath, () => socket.write(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
  });
}

describe('staff commands through the running site', () => {
  it('runs a command line with the site’s own context', async () => {
    const outcome = await askRunningSite(socketPath, ['jobs:status']);
    expect(outcome).toMatchObject({ code: 0 });
    expect(await askRunningSite(socketPath, ['inconnue'])).toMatchObject({ code: 1, text: /Commande inconnue/ });
  });

  it('answers an unreadable request with an error and keeps serving', async () => {
    for (const request of ['pas du JSON\n', '{}\n', '{"argv":[1,2]}\n', 'x'.repeat(70 * 1024)])
      expect(JSON.parse(await raw(request))).toEqual({ code: 1, text: 'requête illisible' });
    expect(await askRunningSite(socketPath, ['jobs:status'])).toMatchObject({ code: 0 });
  });

  it('forgets what the site keeps after a command (the embedded database tells no listener)', async () => {
    const before = siteChangeState().generation;
    expect(await askRunningSite(socketPath, ['jobs:status'])).toMatchObject({ code: 0 });
    expect(siteChangeState().generation).toBeGreaterThan(before);
  });

  it('answers null when no site listens', async () => {
    expect(await askRunningSite(path.join(dir, 'absent.sock'), ['user:list'])).toBeNull();
  });
});
