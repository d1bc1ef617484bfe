import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A server's HMAC key: the configured value, or a random one generated on first use and kept (0600) in the data
 * folder under `fileName`, so it survives restarts. Several processes share it through the same DATA_DIR, or through
 * the variable (the upload urls' STORAGE_SECRET, the pickup codes' PICKUP_CODE_SECRET: decision 127).
 */
export const loadServerSecret = async (
  dataDir: string,
  fileName: string,
  configured: string | undefined,
): Promise<Buffer> => {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = join(dataDir, fileName);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    // 'wx': two processes starting together keep whichever wrote first.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    await chmod(file, 0o600).catch(() => undefined);
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  }
};
