import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Config } from './storage-config.ts';
import type { FileStorage } from './storage.ts';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible bucket (AWS, MinIO...): the browser PUTs straight to a presigned url; the server checks the
 * object's size and first bytes before a registration may use it (and deletes it when they fail).
 */
export const createS3Storage = (config: S3Config, client?: S3Client): FileStorage => {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  const Bucket = config.bucket;
  return {
    driver: 's3',
    createUploadUrl: async ({ key, contentType, expiresAt, now }) => {
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType });
      const url = await getSignedUrl(s3, command, { expiresIn, signingDate: now });
      return { url, expiresAt };
    },
    verifyUploadSignature: async () => false,
    write: async (key, body) => {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body }));
    },
    inspect: async (key, bytes) => {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        const part = await s3.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
        const data = part.Body ? Buffer.from(await part.Body.transformToByteArray()) : Buffer.alloc(0);
        return { size: head.ContentLength ?? 0, head: data };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read: async (key) => {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
