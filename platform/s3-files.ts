import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, type FileStore } from './files.ts';

export interface S3StoreOptions {
  bucket: string;
  /** Unset: AWS S3 of the region. Set for OVHcloud, Scaleway, Cloudflare R2, MinIO… */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`host/bucket/key`) rather than the host name: MinIO and local servers need it. */
  forcePathStyle: boolean;
  /** The largest file putStream will be given, in bytes: it sets the multipart upload's part size (partSizeFor). */
  largestUpload?: number;
}

/** Parts in flight at once: the next part is read from the client while one is sent. */
const partsInFlight = 2;

const MiB = 1024 * 1024;

/**
 * The part size for uploads of at most `largestUpload` bytes: S3 takes 10,000 parts per object, so the smallest size
 * (5 MiB, for the least memory: about three parts are held at once) until a limit above 50,000 MB (UPLOAD_MAX_MB_*)
 * needs larger parts.
 */
export function partSizeFor(largestUpload: number): number {
  return Math.max(5 * MiB, Math.ceil(largestUpload / 10_000 / MiB) * MiB);
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * The file store on S3's protocol (AWS S3, OVHcloud, Scaleway, Cloudflare R2, MinIO): one object per key in one
 * bucket. Reads are streamed from GetObject (with its Range), never held whole; uploads of a stream are multipart
 * (@aws-sdk/lib-storage), and an object appears only when its upload completes.
 */
export function s3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them (decision 0091): the SDK's default sends streamed bodies in aws-chunked
    // encoding with a trailing checksum, which several S3-compatible services (and s3rver) store as is, corrupted.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async put(key, data) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength }));
    },
    async putStream(key, source) {
      checkKey(key);
      let size = 0;
      let sourceError: unknown;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      source.on('error', (err) => {
        sourceError = err;
        counted.destroy(err);
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source.pipe(counted) },
        partSize: partSizeFor(options.largestUpload ?? 0),
        queueSize: partsInFlight,
      });
      try {
        await upload.done();
      } catch (err) {
        // lib-storage has aborted the multipart upload (or tried to: its own error then replaces the source's).
        source.destroy();
        throw sourceError ?? err;
      }
      return { size };
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async stat(key) {
      checkKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    read(key, range) {
      checkKey(key);
      const abort = new AbortController();
      let chunks: AsyncIterator<Uint8Array> | undefined;
      // The object is asked for at the first read: a stream made and never read costs no request.
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!chunks) {
              const answer = await client.send(
                new GetObjectCommand({
                  Bucket,
                  Key: key,
                  Range: range ? `bytes=${range.start}-${range.end}` : undefined,
                }),
                { abortSignal: abort.signal },
              );
              chunks = (answer.Body as Readable)[Symbol.asyncIterator]();
            }
            const next = await chunks.next();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          },
          async cancel() {
            abort.abort();
            await chunks?.return?.();
          },
        },
        { highWaterMark: 0 },
      );
    },
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
  };
}
