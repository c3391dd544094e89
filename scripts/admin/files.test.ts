import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFile } from '../../db/seed/files.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { loadConfig } from '../../platform/config.ts';
import { localFileStore, type FileStore } from '../../platform/files.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { runCommand } from './commands.ts';

let t: TestContext;
let local: FileStore;
let chantId: number;

const bytes = (size: number, seed = 1) => Uint8Array.from({ length: size }, (_, i) => (i + seed) % 256);
const run = (...argv: string[]) => runCommand(t.ctx, argv, { sendMails: false });

// The site's files are in a bucket (ctx.files); the former local folder holds them until they are copied.
beforeAll(async () => {
  t = await createTestContext({ store: 's3' });
  local = localFileStore(t.filesDir);
  await mediaReference.run({ db: t.ctx.db, files: local, log: t.ctx.log, demoAccounts: false });
  chantId = await seedFile(t.ctx.db, local, {
    key: 'audio/chant.wav',
    nom: 'Chant',
    data: bytes(90_000),
    fichierTypeId: 4,
  });
  await seedFile(t.ctx.db, local, { key: 'docs/cours.pdf', nom: 'Cours', data: bytes(5_000), fichierTypeId: 5 });
  await local.put('vieux/oublie.txt', bytes(10));
  await local.put('audio/envoi.123.tmp', bytes(10));
});
afterAll(() => t.close());

async function keysIn(store: FileStore): Promise<string[]> {
  const keys = [];
  for await (const f of store.list()) keys.push(f.key);
  return keys.sort();
}

describe('files:copy-to-s3 and files:check', () => {
  it('names the files the store lacks, and fails', async () => {
    const { code, text } = await run('files:check');
    expect(code).toBe(1);
    expect(text).toContain(`audio/chant.wav (fichier ${chantId})`);
    expect(text).toMatch(/fichiers : \d+ absents, 0 de taille différente$/);
  });

  it('copies the local folder into the bucket, skips what is there with the same size, copies again what differs', async () => {
    const first = await run('files:copy-to-s3', '--dossier', t.filesDir);
    expect(first.code).toBe(0);
    const localKeys = (await keysIn(local)).filter((k) => !k.endsWith('.tmp'));
    expect(first.text).toMatch(
      new RegExp(`^fichiers : ${localKeys.length} copiés de .* vers le bucket mission-fichiers`),
    );
    expect(await keysIn(t.ctx.files)).toEqual(localKeys);
    const copied = new Uint8Array(await new Response(t.ctx.files.read('audio/chant.wav')).arrayBuffer());
    expect(copied).toEqual(bytes(90_000));

    const again = await run('files:copy-to-s3', '--dossier', t.filesDir);
    expect(again.text).toMatch(new RegExp(`^fichiers : 0 copiés .*, ${localKeys.length} déjà présents`));

    await local.put('vieux/oublie.txt', bytes(20));
    const changed = await run('files:copy-to-s3', '--dossier', t.filesDir);
    expect(changed.text).toMatch(new RegExp(`^fichiers : 1 copiés .*, ${localKeys.length - 1} déjà présents`));
    expect((await t.ctx.files.stat('vieux/oublie.txt'))?.size).toBe(20);
  });

  it('passes once every named file is there, listing the store’s files no row names', async () => {
    const { code, text } = await run('files:check');
    expect(code).toBe(0);
    expect(text).toContain('Dans le stockage, nommés par aucune ligne de la base (1) :\n  vieux/oublie.txt');
    expect(text).toMatch(/chaque fichier nommé par la base est dans le stockage$/);

    await t.ctx.files.remove('audio/chant.wav');
    const missing = await run('files:check');
    expect(missing.code).toBe(1);
    expect(missing.text).toContain(
      `Absents du stockage, nommés par la base (1) :\n  audio/chant.wav (fichier ${chantId})`,
    );
  });

  it('refuses to copy without a bucket in the settings', async () => {
    const { code, text } = await runCommand({ ...t.ctx, config: loadConfig({}) }, ['files:copy-to-s3'], {
      sendMails: false,
    });
    expect(code).toBe(1);
    expect(text).toMatch(/réglez S3_BUCKET/);
  });
});
