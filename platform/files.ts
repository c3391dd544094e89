import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live: a local folder by default, S3-compatible storage in production. */
export interface FileStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /**
   * Writes the bytes of a stream as they come, never holding the whole file. The key appears only once every byte is
   * written: when the stream fails (an upload refused half-way), nothing is left under the key or beside it.
   * An S3-compatible store does this with a multipart upload, aborted on failure.
   */
  putStream(key: string, source: Readable): Promise<{ size: number }>;
  /** Removes a file; an absent key is no error. */
  remove(key: string): Promise<void>;
  /** Size and modification time, or null when absent. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /** A stream of the bytes start..end (inclusive), or of the whole file. */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  /** Every stored file whose key starts with `prefix` (all without it), with its size: for the staff's checks. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}

/** A key is a relative path of plain segments ("media/covers/1967-01.svg"), the same for every store. */
export function checkKey(key: string): void {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`clé de fichier invalide : ${key}`);
  }
}

function safePath(root: string, key: string): string {
  checkKey(key);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`clé de fichier invalide : ${key}`);
  return full;
}

/**
 * A file of its own beside `full`, renamed over it once whole: each write has one, so that writes of one key at once
 * (a receipt drawn by two requests, in one process or several) each end whole, the last one kept.
 */
function tmpBeside(full: string): string {
  return `${full}.${process.pid}.${randomUUID()}.tmp`;
}

export function localFileStore(root: string): FileStore {
  return {
    async put(key, data) {
      const full = safePath(root, key);
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = tmpBeside(full);
      try {
        await writeFile(tmp, data);
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async putStream(key, source) {
      const full = safePath(root, key);
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = tmpBeside(full);
      let size = 0;
      source.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(source, createWriteStream(tmp, { highWaterMark: 512 * 1024 }));
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { size };
    },
    async remove(key) {
      await rm(safePath(root, key), { force: true });
    },
    async stat(key) {
      try {
        const s = await stat(safePath(root, key));
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      // Large chunks: audio is streamed at disk speed with few hops through the web-stream adapter.
      const stream = createReadStream(safePath(root, key), { highWaterMark: 512 * 1024, ...(range ?? {}) });
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async *list(prefix = '') {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const size = await stat(full).then(
          (s) => s.size,
          () => null,
        );
        if (size !== null) yield { key, size };
      }
    },
  };
}
