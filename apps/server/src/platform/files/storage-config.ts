/** File storage settings, read from the environment by loadConfig. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type StorageConfig = {
  /** HMAC secret of the disk driver's upload urls (STORAGE_SECRET); generated once and kept in DATA_DIR when absent. */
  secret: string | undefined;
  /** S3-compatible bucket when S3_BUCKET and credentials are set; otherwise files stay on disk. */
  s3: S3Config | undefined;
};

export const loadStorageConfig = (env: NodeJS.ProcessEnv): StorageConfig => {
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  const s3 =
    env.S3_BUCKET && accessKeyId && secretAccessKey
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          accessKeyId,
          secretAccessKey,
          // MinIO and most S3-compatible servers want path-style urls.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : undefined;
  return { secret: env.STORAGE_SECRET || undefined, s3 };
};
