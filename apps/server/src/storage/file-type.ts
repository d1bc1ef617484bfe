import type { PhotoType } from '@portaria/shared/correspondence/correspondence.constants';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The type comes from the file's first bytes, never from its name or the declared Content-Type. */
export const detectPhotoType = (bytes: Uint8Array): PhotoType | null => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
};

export const MAGIC_BYTES_NEEDED = PNG.length;
