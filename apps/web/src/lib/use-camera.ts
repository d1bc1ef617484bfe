import { useEffect, useRef, useState } from 'react';

/**
 * A live camera stream shown in a `<video>` while `active`: `facingMode` 'user' is the phone's front camera (the
 * invitee's face), 'environment' the rear one (a parcel at the desk). The tracks stop when it turns inactive or
 * unmounts, also when the permission answer arrives after that. `failed`: no camera or permission refused.
 */
export const useCamera = (facingMode: 'user' | 'environment', active = true) => {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let stream: MediaStream | null = null;
    setFailed(false);
    setReady(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode }, audio: false })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) video.current.srcObject = media;
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facingMode, active]);

  return { video, ready, failed };
};
