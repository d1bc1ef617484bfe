import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * ZXing's .wasm is served by this site with the other assets: the package would otherwise fetch it from a public CDN,
 * which a gatehouse network may block and which would tell a third party when the desk reads codes. One object for
 * the page's life: zxing-wasm keeps the compiled module while the overrides stay the same.
 */
const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

const prepare = async () => {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (error) {
    // A failed fetch would stay cached: the next dialog tries again.
    purgeZXingModule();
    throw error;
  }
};

/**
 * ZXing's reader, for browsers without BarcodeDetector. Its module is loaded before the first frame, so a failure
 * shows at once instead of as a camera that never reads.
 */
export const createZxingFrameReader = async (): Promise<(video: HTMLVideoElement) => Promise<string | null>> => {
  await prepare();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas 2d indisponível');
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!width || !height) return null;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const [found] = await readBarcodes(context.getImageData(0, 0, width, height), {
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found?.text || null;
  };
};
