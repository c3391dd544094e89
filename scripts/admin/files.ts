import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../../domain/context.ts';
import { s3Settings } from '../../platform/file-stores.ts';
import { localFileStore, type FileStore } from '../../platform/files.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * File store commands (npm run admin -- <command> …, decision 0091):
 *   files:copy-to-s3 [--dossier DOSSIER]   copies the local folder's files into the S3_* bucket, resumable
 *   files:check                            files the database names that the store lacks, and the reverse
 */

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`;
/** Copies at once: small covers go faster side by side; a video's multipart upload has its own two parts in flight. */
const copiesAtOnce = 4;
/** At most this many keys of each kind are printed by files:check. */
const shown = 100;

async function sizes(store: FileStore): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const f of store.list()) found.set(f.key, f.size);
  return found;
}

/** Copies every file of `from` that `to` lacks or holds with another size; prints its progress on standard error. */
async function copyStore(
  from: FileStore,
  to: FileStore,
  progress: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<{ copied: number; bytes: number; skipped: number; failed: string[] }> {
  const present = await sizes(to);
  // A `.tmp` file is a write in progress (or one a stopped process left): not a file of the site.
  const wanted = [...(await sizes(from))].filter(([key]) => !key.endsWith('.tmp'));
  const todo = wanted.filter(([key, size]) => present.get(key) !== size);
  const total = todo.reduce((sum, [, size]) => sum + size, 0);
  const outcome = { copied: 0, bytes: 0, skipped: wanted.length - todo.length, failed: [] as string[] };
  progress(`fichiers : ${todo.length} à copier (${megabytes(total)}), ${outcome.skipped} déjà présents`);
  let next = 0;
  let lastPrinted = Date.now();
  async function worker() {
    while (next < todo.length) {
      const [key, size] = todo[next++];
      try {
        const source = Readable.fromWeb(from.read(key) as WebReadableStream<Uint8Array>);
        await to.putStream(key, source);
        outcome.copied++;
        outcome.bytes += size;
      } catch (err) {
        outcome.failed.push(key);
        progress(`fichiers : ${key} non copié (${err instanceof Error ? err.message : String(err)})`);
      }
      const done = outcome.copied + outcome.failed.length;
      if (Date.now() - lastPrinted >= 1000 || done === todo.length) {
        lastPrinted = Date.now();
        progress(`fichiers : ${done} / ${todo.length} (${megabytes(outcome.bytes)} / ${megabytes(total)})`);
      }
    }
  }
  await Promise.all(Array.from({ length: copiesAtOnce }, worker));
  return outcome;
}

export interface StoreCheck {
  /** Keys the database names that the store lacks, with what names them. */
  missing: string[];
  /** Files whose stored size differs from the database's. */
  wrongSize: string[];
  /** Keys in the store that the database does not name. */
  unnamed: string[];
  /** Tax receipts not stored yet: drawn again from their snapshot when asked for, so not missing. */
  receiptsToDraw: number;
}

/** Compares the keys the database names (files, thumbnails, tax receipts) with the store's. */
async function checkStore(ctx: Ctx): Promise<StoreCheck> {
  const stored = await sizes(ctx.files);
  const files = await ctx.db
    .select({
      id: schema.fichiers.id,
      storageKey: schema.fichiers.storageKey,
      thumbnailKey: schema.fichiers.thumbnailKey,
      sizeBytes: schema.fichiers.sizeBytes,
    })
    .from(schema.fichiers);
  const receipts = await ctx.db.select({ fileKey: schema.receipts.fileKey }).from(schema.receipts);
  const named = new Set<string>();
  const check: StoreCheck = { missing: [], wrongSize: [], unnamed: [], receiptsToDraw: 0 };
  for (const f of files) {
    named.add(f.storageKey);
    const size = stored.get(f.storageKey);
    if (size === undefined) check.missing.push(`${f.storageKey} (fichier ${f.id})`);
    else if (size !== f.sizeBytes)
      check.wrongSize.push(`${f.storageKey} (fichier ${f.id} : ${size} octets, ${f.sizeBytes} attendus)`);
    if (f.thumbnailKey) {
      named.add(f.thumbnailKey);
      if (!stored.has(f.thumbnailKey)) check.missing.push(`${f.thumbnailKey} (vignette du fichier ${f.id})`);
    }
  }
  for (const r of receipts) {
    named.add(r.fileKey);
    if (!stored.has(r.fileKey)) check.receiptsToDraw++;
  }
  for (const key of stored.keys()) if (!named.has(key)) check.unnamed.push(key);
  for (const list of [check.missing, check.wrongSize, check.unnamed]) list.sort();
  return check;
}

function section(title: string, keys: string[]): string[] {
  if (keys.length === 0) return [];
  const more = keys.length > shown ? [`  … et ${keys.length - shown} autres`] : [];
  return [`${title} (${keys.length}) :`, ...keys.slice(0, shown).map((k) => `  ${k}`), ...more];
}

export const fileCommands: AdminCommand[] = [
  {
    name: 'files:copy-to-s3',
    usage: 'files:copy-to-s3 [--dossier DOSSIER]',
    async run(ctx, args) {
      const settings = s3Settings(ctx.config);
      if (!settings)
        throw new Error('files:copy-to-s3 : réglez S3_BUCKET, S3_REGION (et S3_ENDPOINT, les clés) d’abord');
      const folder = path.resolve(option(args, 'dossier') ?? path.join(ctx.config.DATA_DIR, 'files'));
      const started = Date.now();
      // Loaded here only: the site runs these commands too, and loads the S3 client only when its files are there.
      const { s3FileStore } = await import('../../platform/s3-files.ts');
      const outcome = await copyStore(localFileStore(folder), s3FileStore(settings));
      const summary =
        `fichiers : ${outcome.copied} copiés de ${folder} vers le bucket ${settings.bucket} (${megabytes(outcome.bytes)}), ` +
        `${outcome.skipped} déjà présents, en ${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (outcome.failed.length > 0) {
        throw new Error(
          `${summary}\n${outcome.failed.length} non copiés : relancez la commande, elle reprend où elle s’est arrêtée`,
        );
      }
      return summary;
    },
  },
  {
    name: 'files:check',
    usage: 'files:check',
    async run(ctx) {
      const check = await checkStore(ctx);
      const lines = [
        ...section('Absents du stockage, nommés par la base', check.missing),
        ...section('Taille différente de celle de la base', check.wrongSize),
        ...section('Dans le stockage, nommés par aucune ligne de la base', check.unnamed),
      ];
      if (check.receiptsToDraw > 0) {
        lines.push(`${check.receiptsToDraw} reçus fiscaux pas encore stockés (redessinés à la demande depuis la base)`);
      }
      const verdict =
        check.missing.length + check.wrongSize.length === 0
          ? 'fichiers : chaque fichier nommé par la base est dans le stockage'
          : `fichiers : ${check.missing.length} absents, ${check.wrongSize.length} de taille différente`;
      const text = [...lines, verdict].join('\n');
      if (check.missing.length + check.wrongSize.length > 0) throw new Error(text);
      return text;
    },
  },
];
