import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once, `delayMs` after `isActive` becomes true. A missing, zero or negative delay
 * never fires. The latest callback is used, so re-renders of the caller do not restart the timer.
 */
export const useAutoClose = (isActive: boolean, delayMs: number | undefined, onElapsed: (() => void) | undefined) => {
  const callbackRef = useRef(onElapsed);
  useEffect(() => {
    callbackRef.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    if (!isActive || delayMs === undefined || !(delayMs > 0)) return undefined;
    const timer = setTimeout(() => callbackRef.current?.(), delayMs);
    return () => clearTimeout(timer);
  }, [isActive, delayMs]);
};
