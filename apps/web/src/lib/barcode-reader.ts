/** Reads the first code in the camera's current picture: its text, or null when there is none (yet). */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
  getSupportedFormats: () => Promise<string[]>;
};

/**
 * The browser's own Shape Detection API (Chrome on Android and macOS, Safari; not Chrome on Windows or Linux, where a
 * desk PC usually is): every 1D/2D format it knows. A BarcodeDetector that knows no format counts as absent.
 */
const nativeReader = async (): Promise<FrameReader | null> => {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats().catch(() => [] as string[]);
  if (formats.length === 0) return null;
  const detector = new Native({ formats });
  return async (video) => (await detector.detect(video)).find((code) => code.rawValue)?.rawValue ?? null;
};

/**
 * The reader for the camera dialog: BarcodeDetector when the browser has one, otherwise ZXing compiled to WebAssembly
 * (zxing-wasm), fetched only now, on the first reading of a session: neither its script nor its .wasm is part of the
 * login or the dashboard (decision 126). Rejects when neither can start (the .wasm could not be fetched).
 */
export const createFrameReader = async (): Promise<FrameReader> =>
  (await nativeReader()) ?? (await import('./zxing-frame-reader')).createZxingFrameReader();
