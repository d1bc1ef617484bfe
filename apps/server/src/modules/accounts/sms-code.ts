import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// A 6-digit code has only a million values: a plain hash would be reversed instantly from a leaked table.
// scrypt with a per-code salt makes each guess cost ~N*r*128 bytes of memory and some milliseconds.
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/** Six digits from the operating system's cryptographic source, leading zeros kept. */
export const generateCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** "scrypt$<salt hex>$<key hex>": never the code itself. */
export const hashCode = async (code: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(code, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
};

export const verifyCode = async (stored: string, code: string): Promise<boolean> => {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(code, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
