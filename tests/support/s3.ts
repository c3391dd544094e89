import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The settings that point the site's file store at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A server of S3's protocol on a loopback ephemeral port, its objects in a temporary folder, with one bucket: the
 * tests run the S3 file store against it for real (decision 0091), with s3rver's fixed credentials.
 */
export async function startLocalS3(bucket = 'mission-fichiers'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mission-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // The SDK keeps its connections open: close them, or the server would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The stores every file-store test runs against. */
export const storeKinds = ['local', 's3'] as const;
export type StoreKind = (typeof storeKinds)[number];
