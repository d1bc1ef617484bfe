/** The file types an area may accept; each is recognised by its first bytes. */
export type FileType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: Record<FileType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The type comes from the file's first bytes, never from its name or the declared Content-Type. */
export const detectFileType = <T extends FileType>(bytes: Uint8Array, accepted: readonly T[]): T | null =>
  accepted.find((type) => startsWith(bytes, SIGNATURES[type])) ?? null;

/** Bytes to read from a file's start to tell every type apart. */
export const MAGIC_BYTES_NEEDED = Math.max(...Object.values(SIGNATURES).map((s) => s.length));
