import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Where file bytes live: a local folder by default, S3-compatible storage in production. */
export interface FileStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Size and modification time, or null when absent. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /** A stream of the bytes start..end (inclusive), or of the whole file. */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
}

function safePath(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`clé de fichier invalide : ${key}`);
  return full;
}

export function localFileStore(root: string): FileStore {
  return {
    async put(key, data) {
      const full = safePath(root, key);
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, full);
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
  };
}
