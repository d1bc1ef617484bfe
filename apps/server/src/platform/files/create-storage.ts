import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * S3 when S3_BUCKET and credentials are set, else the disk under DATA_DIR. The AWS SDK is loaded only when
 * used (startup time and memory). No file I/O until the first upload.
 */
export const createStorage = async (config: Config): Promise<FileStorage> => {
  if (!config.storage.s3) return createDiskStorage(config.dataDir, config.storage.secret);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.storage.s3);
};
