/** Spec 02 §5 and §9: one jpg or png photo, labelled "up to 10MB"; the name must fit the storage key. */
export const PHOTO_RULES = {
  maxBytes: 10 * 1024 * 1024,
  /** Longer names are removed with a warning (decision 046). */
  maxNameLength: 100,
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
} as const;

export type PhotoProblem = 'type' | 'size' | 'name';

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png']);
const ALLOWED_EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * Checks a picked file before upload. The browser's type and the extension must both say jpg/png (the server then
 * checks the first bytes); the size and the name length are checked here so the user hears it at once.
 */
export const checkPhoto = (file: Pick<File, 'name' | 'size' | 'type'>): PhotoProblem | null => {
  // Camera captures on some phones come without an extension but with a MIME type: accept either signal being right
  // only when the other is absent.
  const hasAllowedType = ALLOWED_TYPES.has(file.type);
  const hasAllowedExtension = ALLOWED_EXTENSIONS.test(file.name);
  const isTypeOk = file.type
    ? hasAllowedType && (hasAllowedExtension || !/\.[^.]+$/.test(file.name))
    : hasAllowedExtension;
  if (!isTypeOk) return 'type';
  if (file.size > PHOTO_RULES.maxBytes) return 'size';
  if (file.name.length > PHOTO_RULES.maxNameLength) return 'name';
  return null;
};

/** JPEG starts FF D8 FF, PNG 89 'PNG' (the first bytes the server checks too, decision 046). */
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
];

/**
 * Whether the file's first bytes are a JPEG's or a PNG's: a document renamed '.png' is refused when it is chosen,
 * not after a broken preview and the upload (issue 17).
 */
export const hasImageSignature = async (file: Blob): Promise<boolean> => {
  const head = new Uint8Array(await readHead(file));
  return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
};

/** FileReader rather than Blob.arrayBuffer: older gatehouse browsers lack the latter. */
const readHead = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('leitura do arquivo falhou'));
    reader.readAsArrayBuffer(file.slice(0, 4));
  });
