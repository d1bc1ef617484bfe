import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no canvas: a stand-in for signature_pad whose strokes the test makes (the real one is drawn in the
 * browser journey). A test file takes it with `vi.mock('signature_pad', () => import('.../test/fake-signature-pad'))`
 * and `useFakeCanvas()`; `pads` holds every pad made, newest last.
 */
export const pads: { fire: () => void; cleared: number }[] = [];

export default class FakeSignaturePad {
  private listeners: (() => void)[] = [];
  private drawn = false;
  readonly state = {
    fire: () => {
      this.drawn = true;
      this.listeners.forEach((listener) => listener());
    },
    cleared: 0,
  };
  constructor() {
    pads.push(this.state);
  }
  addEventListener(_name: string, listener: () => void) {
    this.listeners.push(listener);
  }
  removeEventListener() {}
  off() {}
  isEmpty() {
    return !this.drawn;
  }
  clear() {
    this.drawn = false;
    this.state.cleared += 1;
  }
  fromDataURL() {
    return Promise.resolve();
  }
}

/** The canvas calls the pad's field makes (a PNG from toBlob), stubbed for each test; the pads forgotten. */
export const useFakeCanvas = () => {
  beforeEach(() => {
    pads.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
};
