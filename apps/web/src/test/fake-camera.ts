import { vi } from 'vitest';

/**
 * The browser's camera APIs stood in for in component tests: getUserMedia (the webcam) and BarcodeDetector (its
 * reading), nothing of ours. `restoreFakeCamera` after each test puts the video element back as it was.
 */
export const fakeStream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
};

export const withCamera = (getUserMedia: () => Promise<MediaStream>) => {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });
  // happy-dom has no MediaStream to show: the video keeps nothing.
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    set: () => {},
    get: () => null,
    configurable: true,
  });
};

/** A BarcodeDetector that sees nothing in the first `emptyFrames` frames, then `found` (never, when null). */
export const withDetector = (found: string | null, emptyFrames = 1) => {
  const detect = vi.fn(async () => {
    if (detect.mock.calls.length <= emptyFrames || found === null) return [];
    return [{ rawValue: found, format: 'code_128' }];
  });
  const Detector = vi.fn(function (this: { detect: typeof detect }) {
    this.detect = detect;
  }) as unknown as { getSupportedFormats: () => Promise<string[]> };
  Detector.getSupportedFormats = async () => ['code_128', 'qr_code', 'ean_13'];
  vi.stubGlobal('BarcodeDetector', Detector);
  return { detect, Detector };
};

const SRC_OBJECT = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');

export const restoreFakeCamera = () => {
  vi.unstubAllGlobals();
  if (SRC_OBJECT) Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', SRC_OBJECT);
  else delete (HTMLMediaElement.prototype as { srcObject?: unknown }).srcObject;
};
