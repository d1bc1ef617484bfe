import { useEffect, useRef, useState } from 'react';

/**
 * Why there is no picture: the permission was refused, there is no camera, it is held by another program (or failed
 * some other way), or the page is not on https (browsers offer no camera there at all).
 */
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'insecure';

const problemOf = (error: unknown): CameraProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'busy';
};

/** No `navigator.mediaDevices` at all: an http page (not a secure context) or a browser without cameras. */
const missingApiProblem = (): CameraProblem | null => {
  // The DOM types say it is always there.
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof devices?.getUserMedia === 'function') return null;
  return typeof window !== 'undefined' && window.isSecureContext === false ? 'insecure' : 'missing';
};

/**
 * A live camera stream shown in a `<video>` while `active`: `facingMode` 'user' is the phone's front camera (the
 * invitee's face), 'environment' the rear one (a parcel at the desk). The tracks stop when it turns inactive or
 * unmounts, also when the permission answer arrives after that. `failed`: no camera or permission refused, and
 * `problem` says which. `idealWidth` asks for a sharper picture (reading a barcode's thin bars); the camera may give less.
 */
export const useCamera = (facingMode: 'user' | 'environment', active = true, idealWidth?: number) => {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let stream: MediaStream | null = null;
    setReady(false);
    const noApi = missingApiProblem();
    setProblem(noApi);
    if (noApi) return undefined;
    const constraints: MediaTrackConstraints = idealWidth
      ? { facingMode, width: { ideal: idealWidth } }
      : { facingMode };
    navigator.mediaDevices
      .getUserMedia({ video: constraints, audio: false })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) video.current.srcObject = media;
        setReady(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facingMode, active, idealWidth]);

  return { video, ready, failed: problem !== null, problem };
};
