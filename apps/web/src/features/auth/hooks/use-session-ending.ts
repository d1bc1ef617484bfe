import { useEffect, useState } from 'react';
import { SESSION } from '@portaria/shared/constants';

const WARN_MS = SESSION.warnMinutes * 60_000;

/** True from `warnMinutes` before `validUntil` (the shift's hard end) on; re-armed whenever the token changes. */
export const useSessionEnding = (validUntil: string | null): boolean => {
  const until = validUntil ? Date.parse(validUntil) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(until)) return undefined;
    // A timer, not a poll: it fires once, at the moment the warning is due (setTimeout holds up to ~24 days).
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until - WARN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return !Number.isNaN(until) && now >= until - WARN_MS;
};
