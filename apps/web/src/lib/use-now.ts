import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, refreshed every minute: greeting and date stay right across a long shift. */
export const useNow = (intervalMs = MINUTE_MS): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
