import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { createFrameReader } from '../../lib/barcode-reader';

/** A pause between two readings: ~6 a second find a code as soon as it is held still, and leave the desk PC idle. */
export const SCAN_INTERVAL_MS = 150;

/**
 * Reads the camera's picture while `isActive` (the stream is on) until a code is found, then hands its text to
 * `onRead` once and stops. `hasFailed`: no reader could start (the WASM fallback could not be fetched).
 */
export const useBarcodeScan = (
  video: RefObject<HTMLVideoElement | null>,
  isActive: boolean,
  onRead: (text: string) => void,
) => {
  const [hasFailed, setHasFailed] = useState(false);
  const latestOnRead = useRef(onRead);
  latestOnRead.current = onRead;

  useEffect(() => {
    if (!isActive) return undefined;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setHasFailed(false);
    createFrameReader().then(
      (read) => {
        const tick = async () => {
          if (isCancelled) return;
          const source = video.current;
          // A frame that cannot be read (the picture is still starting) is a frame without a code.
          const text = source ? await read(source).catch(() => null) : null;
          if (isCancelled) return;
          if (text) latestOnRead.current(text);
          else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      },
      () => {
        if (!isCancelled) setHasFailed(true);
      },
    );
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [isActive, video]);

  return { hasFailed };
};
