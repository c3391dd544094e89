import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';

/** A request body that is no readable multipart form, or that carries no file. */
export class MultipartError extends Error {}

export interface MultipartFile {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  filename: string;
  /** The file's bytes as they arrive (backpressure reaches the client's connection). */
  stream: Readable;
}

/**
 * Reads a multipart/form-data body up to its first file and hands that file over as a stream, with the fields sent
 * before it: nothing of the file is buffered here. Fields after the file and other files are ignored.
 */
export function firstFilePart(
  headers: IncomingHttpHeaders,
  body: Readable,
  limits = { fields: 20, fieldSize: 10_000 },
): Promise<MultipartFile> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: headers as { 'content-type': string },
        limits: { files: 1, fields: limits.fields, fieldSize: limits.fieldSize, parts: limits.fields + 1 },
        fileHwm: 256 * 1024,
      });
    } catch {
      reject(new MultipartError('Formulaire multipart attendu'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Readable | null = null;
    parser.on('field', (name, value) => {
      if (!file) fields[name] = value;
    });
    parser.on('file', (_name, stream, filename) => {
      if (file) {
        stream.resume();
        return;
      }
      file = stream;
      resolve({ fields, filename: filename ?? '', stream });
    });
    parser.on('error', (err) => {
      if (file) file.destroy(err instanceof Error ? err : new Error(String(err)));
      else reject(new MultipartError('Formulaire multipart illisible'));
    });
    parser.on('finish', () => {
      if (!file) reject(new MultipartError('Aucun fichier reçu'));
    });
    body.on('error', (err) => parser.destroy(err));
    body.pipe(parser);
  });
}
