import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { schema, type Db } from '../client.ts';
import type { FileStore } from '../../platform/files.ts';

export const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

// Read from the project's folder, where every process runs (the server build bundles code, not data files).
export const contentDir = path.resolve('content');

export interface SeedFileInput {
  /** Stable key in the store, e.g. "media/covers/1967-01.svg". */
  key: string;
  nom: string;
  /** Bytes, or a path relative to content/. */
  data: Uint8Array | string;
  fichierTypeId: number;
  description?: string;
  durationSeconds?: number;
  width?: number;
  height?: number;
}

/** Stores a file and upserts its fichier row (by storage key); returns the fichier id. */
export async function seedFile(db: Db, files: FileStore, input: SeedFileInput): Promise<number> {
  const bytes = typeof input.data === 'string' ? await readFile(path.join(contentDir, input.data)) : input.data;
  const extension = path.extname(input.key).slice(1).toLowerCase();
  await files.put(input.key, bytes);
  const values = {
    nom: input.nom,
    extension,
    description: input.description ?? null,
    storageKey: input.key,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    sizeBytes: bytes.byteLength,
    fichierTypeId: input.fichierTypeId,
    durationSeconds: input.durationSeconds ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
  };
  const [row] = await db
    .insert(schema.fichiers)
    .values(values)
    .onConflictDoUpdate({ target: schema.fichiers.storageKey, set: values })
    .returning({ id: schema.fichiers.id });
  return row.id;
}
