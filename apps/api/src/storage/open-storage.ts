import path from 'node:path';
import type { Config } from '../config.js';
import { type FileStorage, localDiskStorage } from './file-storage.js';

/**
 * The storage the settings ask for: the bucket when the S3_* settings are set (checked to
 * answer, else a StartupError), else the folder `uploads` under DATA_DIR. Scratch files are
 * under DATA_DIR/uploads/.tmp either way. The AWS SDK is loaded only when a bucket is used.
 */
export async function openFileStorage(config: Config): Promise<FileStorage> {
  const root = path.join(config.dataDir, 'uploads');
  if (!config.s3) return localDiskStorage(root);
  const { openS3Storage } = await import('./s3-storage.js');
  return openS3Storage(config.s3, root);
}
