/** Spec 02 §9: jpg or png; the server checks the bytes again. */
export const ACCEPTED = ['image/jpeg', 'image/png'];
const MAX_SIDE = 1280;
/** Below this a file goes as it is (a PNG stays a PNG); above, it is scaled down to a JPEG. */
const SEND_AS_IS = 900 * 1024;

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsDataURL(blob);
  });

/** A canvas's picture as a JPEG data URL, at most MAX_SIDE wide or high. */
export const scaledJpeg = (source: CanvasImageSource, width: number, height: number): string => {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
};

/** The chosen file as the data URL the page sends (a phone's big photo is scaled down first). */
export const photoFromFile = async (file: File): Promise<string> => {
  if (file.size <= SEND_AS_IS) return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  return scaledJpeg(bitmap, bitmap.width, bitmap.height);
};
