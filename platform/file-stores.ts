import type { Config } from './config.ts';
import { localFileStore, type FileStore } from './files.ts';

/**
 * The store the settings choose: the bucket named by S3_BUCKET (decision 0091), or else the local folder `localDir`.
 * The S3 client is loaded only when a bucket is set.
 */
export async function openFileStore(config: Config, localDir: string): Promise<FileStore> {
  const settings = s3Settings(config);
  if (!settings) return localFileStore(localDir);
  const { s3FileStore } = await import('./s3-files.ts');
  return s3FileStore(settings);
}

/** The bucket's settings, or null when S3_BUCKET is unset. */
export function s3Settings(config: Config) {
  if (!config.S3_BUCKET || !config.S3_REGION) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    /** Parts large enough for the largest upload the settings allow (S3: 10,000 parts per object). */
    largestUpload:
      Math.max(
        config.UPLOAD_MAX_MB_AUDIO,
        config.UPLOAD_MAX_MB_VIDEO,
        config.UPLOAD_MAX_MB_DOCUMENT,
        config.UPLOAD_MAX_MB_IMAGE,
      ) *
      1024 *
      1024,
  };
}
