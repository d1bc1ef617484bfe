import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadServerSecret } from '../access/server-secret.ts';
import type { FileStorage } from './storage.ts';

export const UPLOAD_ROUTE = '/api/arquivos/upload';

const isSafeKey = (key: string) => /^\d+\/[a-f0-9]{32}$/.test(key);

/** Files under <dataDir>/files/<idCondo>/<hash>; upload urls are this server's, signed with HMAC-SHA256. */
export const createDiskStorage = (dataDir: string, configuredSecret: string | undefined): FileStorage => {
  const root = join(dataDir, 'files');
  let secret: Promise<Buffer> | undefined;
  // STORAGE_SECRET, or a random secret generated on first use and kept (0600) in the data folder.
  const getSecret = () => (secret ??= loadServerSecret(dataDir, 'storage-secret', configuredSecret));
  const sign = async (key: string, expires: string) =>
    createHmac('sha256', await getSecret())
      .update(`PUT\n${key}\n${expires}`)
      .digest('hex');
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error('chave de arquivo inválida');
    return join(root, key);
  };

  return {
    driver: 'disk',
    createUploadUrl: async ({ key, expiresAt }) => {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const hash = key.split('/')[1];
      const signature = await sign(key, expires);
      return { url: `${UPLOAD_ROUTE}/${hash}?expires=${expires}&signature=${signature}`, expiresAt };
    },
    verifyUploadSignature: async ({ key, expires, signature, now }) => {
      if (!/^\d{1,12}$/.test(expires) || !/^[a-f0-9]{64}$/.test(signature)) return false;
      if (Number(expires) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(await sign(key, expires), 'hex');
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },
    write: async (key, body) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, body, { mode: 0o600 });
      await rename(temp, path);
    },
    inspect: async (key, bytes) => {
      try {
        const data = await readFile(pathOf(key));
        return { size: data.length, head: data.subarray(0, bytes) };
      } catch {
        return null;
      }
    },
    read: async (key) => {
      try {
        const info = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size: info.size };
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
