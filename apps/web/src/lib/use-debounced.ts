import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the document check waits 500 ms, spec 02 §9). */
export const useDebounced = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
